import { messages } from '@/content/requests';
import { requestKinds, type RequestKind } from '@/lib/schemas/requests';
import { PHOTOS, takesPhotos } from '@/config/photos';
import { BODY_CAPS, BodyError, readJson, readMultipart } from '@/server/body';
import { logError } from '@/server/log';
import { createRequest, type RequestResult } from '@/server/requests';
import { withoutVisit } from '@/server/requests/attribution';
import { isCrossSite, requestContext, unavailable } from '@/server/requests/http';
import { IDEMPOTENCY_HEADER } from '@/server/requests/idempotency';
import { photoFiles } from '@/server/requests/photos';

const reply = (result: RequestResult | { ok: false; status: number; error: { title: string; description: string } }) =>
  Response.json(result.ok ? { ok: true, notice: result.notice } : { ok: false, error: result.error }, {
    status: result.ok ? 200 : result.status,
    // A 503 is brief (a database outage): the form keeps the request and sends it again (its idempotency key with it).
    headers: { 'Cache-Control': 'no-store', ...(result.ok || result.status !== 503 ? {} : { 'Retry-After': '30' }) },
  });

const refuse = (status: number, description: string = messages.invalidRequest) => reply({ ok: false, status, error: { title: messages.errorTitle, description } });

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
    return reply(await createRequest(kind as RequestKind, fields, { ...(await requestContext(request.headers)), visit, idempotencyKey, photos }));
  } catch (error) {
    logError('requests', `${kind} failed before it could be saved`, error);
    return reply(unavailable);
  }
}
