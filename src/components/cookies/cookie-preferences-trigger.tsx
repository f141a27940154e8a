'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';

const loadDialog = () => import('./cookie-preferences-dialog');
const CookiePreferencesDialog = dynamic(loadDialog, { ssr: false });

/** A button that opens the cookie preferences dialog: the banner's 'Personnaliser', the cookies page's, the footer's. */
export function CookiePreferencesTrigger(buttonProps: Omit<ComponentProps<'button'>, 'onClick' | 'type'>) {
  return (
    <LazyDialogTrigger {...buttonProps} prefetch={() => void loadDialog()} dialog={(state) => <CookiePreferencesDialog {...state} />} />
  );
}
