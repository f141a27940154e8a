import { BodyError, readJson } from '@/server/body';
import { limitKey } from '@/server/client-address';
import { CONTACT_TAP_BODY_CAP, recordContactTap } from '@/server/contact-taps';
import { logError } from '@/server/log';
import { clientIp, isCrossSite, requestDb } from '@/server/requests/http';

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

const statusOf = { counted: 204, refused: 400, limited: 429 } as const;

/** The beacon of a tap on a call, WhatsApp or mail link (lib/contact-taps.ts): a thin shell around recordContactTap. */
export async function POST(request: Request) {
  // Beacons come from this site's pages only: another site cannot count taps in our visitors' name.
  if (isCrossSite(request.headers)) return answer(403);
  let input: unknown;
  try {
    // navigator.sendBeacon sends a string as text/plain, which needs no preflight; the body is JSON all the same.
    input = await readJson(request, CONTACT_TAP_BODY_CAP);
  } catch (error) {
    return answer(error instanceof BodyError ? error.status : 400);
  }
  try {
    const outcome = await recordContactTap(input, {
      db: await requestDb(request.headers),
      ip: limitKey(clientIp(request.headers)),
    });
    return answer(statusOf[outcome]);
  } catch (error) {
    logError('contact-taps', 'a tap could not be counted', error);
    return answer(503);
  }
}
