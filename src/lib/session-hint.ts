/** Name of the readable cookie that tells the browser a session may exist (server/auth/hint.ts); it lives in config. */
export { SIGNED_IN_HINT } from '@/config/cookies';

/** Query flag the confirmation link lands with (`/?compte=confirme`), so that the site can say the account is active. */
export const CONFIRMED_FLAG = 'compte';
export const CONFIRMED_VALUE = 'confirme';
