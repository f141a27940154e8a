'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname, useRouter } from 'next/navigation';
import { ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { announceAuthChange, signOut } from '@/components/forms/auth-session';
import { notify } from '@/components/forms/toaster';
import type { Me, UserMenuMessages } from './user-menu';

/** The signed-in user's button and its menu, in a chunk of its own: only signed-in visitors download it (user-menu.tsx). */
export default function UserMenuPanel({
  me,
  messages,
  onSignedOut,
}: {
  me: Me;
  messages: UserMenuMessages;
  onSignedOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const leave = async () => {
    setBusy(true);
    const signedOut = await signOut();
    setBusy(false);
    if (!signedOut) {
      void notify({ title: messages.signOutFailed, variant: 'error' });
      return;
    }
    setOpen(false);
    onSignedOut();
    void notify({ title: messages.signedOutTitle });
    announceAuthChange();
    if (pathname.startsWith('/admin')) router.replace('/');
    router.refresh();
  };

  const item =
    'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-brand-50';

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="menu-utilisateur"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center gap-1.5 rounded-lg border border-line text-sm font-semibold text-brand-900 hover:bg-brand-50 sm:w-auto sm:max-w-44 sm:px-3 xl:w-11 xl:px-0 2xl:w-auto 2xl:px-3"
      >
        <Icon icon={UserRound} className="size-5 shrink-0 sm:size-4 xl:size-5 2xl:size-4" />
        <span className="sr-only">{messages.account}</span>
        {/* On a phone, and beside the full desktop menu below 1536 px, the icon stands alone; the name is still the button's accessible name. */}
        <span className="sr-only sm:not-sr-only sm:truncate xl:sr-only 2xl:not-sr-only">{me.name}</span>
        <Icon icon={ChevronDown} className="hidden size-4 shrink-0 sm:block xl:hidden 2xl:block" />
      </button>
      {open ? (
        <div
          id="menu-utilisateur"
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-line bg-white p-1.5 shadow-xl"
        >
          <p className="truncate px-3 pt-1.5 pb-2 text-xs text-muted sm:hidden xl:block 2xl:hidden">{me.name}</p>
          {me.isStaff ? (
            <Link href="/admin" className={item} onClick={() => setOpen(false)}>
              <Icon icon={ShieldCheck} className="size-4 text-brand-700" />
              {messages.admin}
            </Link>
          ) : null}
          <button type="button" className={item} onClick={leave} disabled={busy}>
            <Icon icon={LogOut} className="size-4 text-brand-700" />
            {busy ? messages.signingOut : messages.signOut}
          </button>
        </div>
      ) : null}
    </div>
  );
}
