/**
 * What every page's user menu needs of the session, kept apart from auth-client.ts (the sign-in page's client, with
 * its messages) so that the header's JS carries none of it.
 */

/** Fired on window after a sign-in or a sign-out, so that the header's user menu asks again. */
export const AUTH_CHANGE_EVENT = 'auth-change';
export const announceAuthChange = () => window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));

/** Ends the session on the server; false when it could not be reached or refused. */
export async function signOut(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
