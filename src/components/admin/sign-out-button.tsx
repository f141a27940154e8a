'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { LogOut } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { announceAuthChange, signOut } from '@/components/forms/auth-session';
import { notify } from '@/components/forms/toaster';

/** « Se déconnecter » in the back-office's frame: ends the session, then the home page says so. */
export function SignOutButton({
  text,
}: {
  text: { signOut: string; signingOut: string; signOutFailed: string; signedOutTitle: string };
}) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const leave = async () => {
    setBusy(true);
    const signedOut = await signOut();
    setBusy(false);
    if (!signedOut) {
      void notify({ title: text.signOutFailed, variant: 'error' });
      return;
    }
    void notify({ title: text.signedOutTitle });
    announceAuthChange();
    router.replace('/');
  };
  return (
    <button
      type="button"
      onClick={() => void leave()}
      disabled={busy}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm whitespace-nowrap font-semibold text-brand-100 hover:bg-white/10 hover:text-white disabled:opacity-60"
    >
      <Icon icon={LogOut} className="size-4" />
      {busy ? text.signingOut : text.signOut}
    </button>
  );
}
