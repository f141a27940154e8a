import { requestKinds, type RequestKind } from '@/lib/schemas/requests';
import { logError } from '@/server/log';
import { createRequest } from '@/server/requests';
import { withoutVisit } from '@/server/requests/attribution';
import {
  isCrossSite,
  readRequestBody,
  refusal,
  requestContext,
  requestResponse,
  unavailable,
} from '@/server/requests/http';
import { IDEMPOTENCY_HEADER } from '@/server/requests/idempotency';

/** JSON (and, with photos, multipart) transport of the visitor forms: a thin shell around the request functions. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!requestKinds.includes(kind as RequestKind)) return requestResponse(refusal(404));
  // Forms post from this site only: a cross-site page cannot submit in a visitor's name.
  if (isCrossSite(request.headers)) return requestResponse(refusal(403));
  const body = await readRequestBody(kind as RequestKind, request);
  if (!body.ok) return requestResponse(body);
  try {
    const { fields, visit } = withoutVisit(body.input);
    // The submission's key (a UUID the form made with its draft): a retry stores nothing and gets the first answer.
    const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
    return requestResponse(
      await createRequest(kind as RequestKind, fields, {
        ...(await requestContext(request.headers)),
        visit,
        idempotencyKey,
        photos: body.photos,
      }),
    );
  } catch (error) {
    logError('requests', `${kind} failed before it could be saved`, error);
    return requestResponse(unavailable);
  }
}
