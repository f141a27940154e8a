/**
 * A readable cookie that says "this browser has a session", so that the static pages' header asks who is signed in
 * only when someone may be. It carries nothing secret: the session itself stays in the httpOnly cookie, and every
 * answer comes from the server (/api/me), which also refreshes or clears this hint.
 */
import { siteUrl } from '@/server/site-url';
import { SIGNED_IN_HINT } from '@/lib/session-hint';

export const SESSION_SECONDS = 60 * 60 * 24 * 7;

type CookieSetter = { setCookie: (name: string, value: string, options?: Record<string, unknown>) => unknown };

const attributes = (maxAge: number) => ({
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  secure: siteUrl.protocol === 'https:',
  maxAge,
});

export const setSignedInHint = (ctx: CookieSetter) => ctx.setCookie(SIGNED_IN_HINT, '1', attributes(SESSION_SECONDS));
export const clearSignedInHint = (ctx: CookieSetter) => ctx.setCookie(SIGNED_IN_HINT, '', attributes(0));

/** The same cookies as Set-Cookie header values, for route handlers outside better-auth. */
export const signedInHintHeader = (signedIn: boolean) =>
  `${SIGNED_IN_HINT}=${signedIn ? '1' : ''}; Path=/; Max-Age=${signedIn ? SESSION_SECONDS : 0}; SameSite=Lax${siteUrl.protocol === 'https:' ? '; Secure' : ''}`;
