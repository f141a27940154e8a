import { messages } from '@/content/requests';
import { requestKinds, type RequestKind } from '@/lib/schemas/requests';
import { PHOTOS, takesPhotos } from '@/config/photos';
import { BODY_CAPS, BodyError, readJson, readMultipart } from '@/server/body';
import { logError } from '@/server/log';
import { createRequest } from '@/server/requests';
import { withoutVisit } from '@/server/requests/attribution';
import { isCrossSite, requestContext, requestResponse, unavailable } from '@/server/requests/http';
import { IDEMPOTENCY_HEADER } from '@/server/requests/idempotency';
import { photoFiles } from '@/server/requests/photos';

const refuse = (status: number, description: string = messages.invalidRequest) => requestResponse({ ok: false, status, error: { title: messages.errorTitle, description } });

/** JSON (and, with photos, multipart) transport of the visitor forms: a thin shell around the request functions. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!requestKinds.includes(kind as RequestKind)) return refuse(404);

  // Forms post from this site only: a cross-site page cannot submit in a visitor's name.
  if (isCrossSite(request.headers)) return refuse(403);
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  // JSON; a quote or a support request with photos comes as multipart: the fields as JSON in one part, the photos beside.
  const multipart = type.startsWith('multipart/form-data') && takesPhotos(kind);
  if (!type.startsWith('application/json') && !multipart) return refuse(415);

  let input: unknown;
  let photos: Uint8Array[] | undefined;
  try {
    if (multipart) {
      const form = await readMultipart(request, BODY_CAPS.photos);
      const fields = form.get(PHOTOS.fieldsPart);
      photos = await photoFiles(form);
      if (typeof fields !== 'string' || !photos) return refuse(400);
      // The fields weigh what a JSON request may weigh; the cap's room is for the photos.
      if (Buffer.byteLength(fields) > BODY_CAPS.request) return refuse(413, messages.tooLarge);
      input = JSON.parse(fields);
    } else {
      input = await readJson(request, BODY_CAPS.request);
    }
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return refuse(413, messages.tooLarge);
    return refuse(400);
  }

  try {
    const { fields, visit } = withoutVisit(input);
    // The submission's key (a UUID the form made with its draft): a retry stores nothing and gets the first answer.
    const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
    return requestResponse(await createRequest(kind as RequestKind, fields, { ...(await requestContext(request.headers)), visit, idempotencyKey, photos }));
  } catch (error) {
    logError('requests', `${kind} failed before it could be saved`, error);
    return requestResponse(unavailable);
  }
}
