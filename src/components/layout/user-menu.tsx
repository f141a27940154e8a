'use client';

import { useEffect, useState } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import type { authMessages, userMenuText } from '@/content/auth';
import { CONFIRMED_FLAG, CONFIRMED_VALUE, SIGNED_IN_HINT } from '@/lib/session-hint';
import { AUTH_CHANGE_EVENT } from '@/components/forms/auth-session';
import { notify } from '@/components/forms/toaster';

export type Me = { name: string; isStaff: boolean };

// The button and its menu load only when the hint says someone may be signed in: anonymous visitors never download them.
const loadPanel = () => import('./user-menu-panel');
const UserMenuPanel = onDemand(loadPanel);

const hasHint = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT}=1`);

async function fetchMe(): Promise<Me | null> {
  try {
    const response = await fetch('/api/me', { cache: 'no-store', credentials: 'same-origin' });
    return ((await response.json()) as { user: Me | null }).user;
  } catch {
    return null;
  }
}

/** The confirmation link lands on `/?compte=confirme` (or with `&error=` when the link is no longer valid). */
function announceConfirmationLanding(messages: UserMenuMessages) {
  const url = new URL(window.location.href);
  if (url.searchParams.get(CONFIRMED_FLAG) !== CONFIRMED_VALUE) return;
  if (url.searchParams.has('error'))
    void notify({ title: messages.linkInvalidTitle, description: messages.linkInvalid, variant: 'error' });
  else void notify({ title: messages.confirmedTitle, description: messages.confirmed });
  url.searchParams.delete(CONFIRMED_FLAG);
  url.searchParams.delete('error');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The signed-in user's menu (SPEC §2): the local part of their email, 'Administration' for admins, 'Se déconnecter'.
 * Pages are static, so it asks the server who is there, and only when the readable hint says someone may be.
 */
export type UserMenuMessages = Pick<
  typeof authMessages,
  'confirmedTitle' | 'confirmed' | 'linkInvalidTitle' | 'linkInvalid' | 'signOutFailed' | 'signedOutTitle'
> &
  typeof userMenuText;

/** `messages` come from content/auth.ts through the server header, so that no page's JS carries the auth texts. */
export function UserMenu({ messages }: { messages: UserMenuMessages }) {
  const [me, setMe] = useState<Me | null>(null);

  useEffect(() => {
    announceConfirmationLanding(messages);
    const ask = () => {
      if (hasHint()) void fetchMe().then(setMe);
      else setMe(null);
    };
    if (hasHint()) {
      void loadPanel();
      void fetchMe().then(setMe);
    }
    window.addEventListener(AUTH_CHANGE_EVENT, ask);
    return () => window.removeEventListener(AUTH_CHANGE_EVENT, ask);
  }, [messages]);

  return me ? <UserMenuPanel me={me} messages={messages} onSignedOut={() => setMe(null)} /> : null;
}
