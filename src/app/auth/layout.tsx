import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { subscribeAction } from '@/app/(site)/newsletter/actions';

/** The sign-in pages are in the site's frame, without the public pages' tap counter (their nonce policy refuses it). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <SiteFrame subscribe={subscribeAction}>{children}</SiteFrame>;
}
