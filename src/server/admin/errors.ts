/**
 * The back-office's one way to refuse: every admin function throws an AdminError, and every admin route turns what
 * was thrown into its answer with adminFailure, so that a kind of refusal has one status and one French message.
 */
import { unstable_rethrow } from 'next/navigation';
import { adminMessages, securityText } from '@/content/admin';
import { BodyError } from '@/server/body';
import { logError } from '@/server/log';

export type AdminErrorKind = 'unauthenticated' | 'expired' | 'two-factor-setup' | 'forbidden' | 'invalid' | 'not-found';

export class AdminError extends Error {
  constructor(readonly kind: AdminErrorKind) {
    super(`admin request refused: ${kind}`);
    this.name = 'AdminError';
  }
}

/**
 * A refusal whose reason the staff member must read, in their words: a wrong password or code, an address already in
 * the team, the last admin. Answered 400 with its message; nothing was changed.
 */
export class AdminRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminRefusal';
  }
}

/** Each refusal's HTTP status and message. */
export const adminRefusals = {
  unauthenticated: { status: 401, message: adminMessages.signInRequired },
  expired: { status: 401, message: adminMessages.sessionExpired },
  'two-factor-setup': { status: 403, message: adminMessages.twoFactorSetup },
  forbidden: { status: 403, message: adminMessages.forbidden },
  invalid: { status: 400, message: adminMessages.invalid },
  'not-found': { status: 404, message: adminMessages.notFound },
} as const satisfies Record<AdminErrorKind, { status: number; message: string }>;

/** Where a staff member enrols their authenticator, and manages it. */
const SECURITY_PATH = securityText.path;

export type AdminFailure = { status: 400 | 401 | 403 | 404 | 413 | 503; message: string };

/**
 * What a back-office page does when its loading threw: the signed-out (or expired) sign in and come back to `path`, the
 * staff without an authenticator enrol one, the signed-in without a staff role go to /auth, and anything else is
 * logged and shown as SPEC's load failure. Next's own signals (a dynamic page met at build time, a redirect) go back to Next.
 */
export function adminPageFailure(
  error: unknown,
  path: string,
): { state: 'redirect'; to: string } | { state: 'failed' } {
  unstable_rethrow(error);
  if (error instanceof AdminError && (error.kind === 'unauthenticated' || error.kind === 'expired'))
    return { state: 'redirect', to: `/auth?retour=${path}` };
  if (error instanceof AdminError && error.kind === 'two-factor-setup') return { state: 'redirect', to: SECURITY_PATH };
  if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'redirect', to: '/auth' };
  logError('admin', `${path} could not be loaded`, error);
  return { state: 'failed' };
}

/**
 * The answer of an admin route to whatever an admin function or the body reader threw: a refusal keeps its status
 * and message; anything else (the database, a bug) is logged and answered 503 with the route's own `failed` message,
 * SPEC §8's 'Impossible de charger les données' or 'Impossible de mettre à jour le statut'.
 */
export function adminFailure(error: unknown, failed: string): AdminFailure {
  if (error instanceof AdminError) return adminRefusals[error.kind];
  if (error instanceof AdminRefusal) return { status: 400, message: error.message };
  if (error instanceof BodyError)
    return error.status === 413 ? { status: 413, message: adminMessages.tooLarge } : adminRefusals.invalid;
  logError('admin', 'request failed', error);
  return { status: 503, message: failed };
}
