import { messages } from '@/content/requests';
import { requestKinds, type RequestKind } from '@/lib/schemas/requests';
import { BODY_CAPS, BodyError, readJson } from '@/server/body';
import { logError } from '@/server/log';
import { createRequest, type RequestResult } from '@/server/requests';
import { withoutVisit } from '@/server/requests/attribution';
import { isCrossSite, requestContext, unavailable } from '@/server/requests/http';

const reply = (result: RequestResult | { ok: false; status: number; error: { title: string; description: string } }) =>
  Response.json(result.ok ? { ok: true, notice: result.notice } : { ok: false, error: result.error }, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'no-store' },
  });

const refuse = (status: number, description: string = messages.invalidRequest) => reply({ ok: false, status, error: { title: messages.errorTitle, description } });

/** JSON transport of the visitor forms: a thin shell around the request functions. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!requestKinds.includes(kind as RequestKind)) return refuse(404);

  // Forms post from this site only: a cross-site page cannot submit in a visitor's name.
  if (isCrossSite(request.headers)) return refuse(403);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return refuse(415);

  let input: unknown;
  try {
    input = await readJson(request, BODY_CAPS.request);
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return refuse(413, messages.tooLarge);
    return refuse(400);
  }

  try {
    const { fields, visit } = withoutVisit(input);
    return reply(await createRequest(kind as RequestKind, fields, { ...(await requestContext(request.headers)), visit }));
  } catch (error) {
    logError('requests', `${kind} failed before it could be saved`, error);
    return reply(unavailable);
  }
}
