/** Name of the readable cookie that tells the browser a session may exist (server/auth/hint.ts). */
export const SIGNED_IN_HINT = 'mt_connecte';
