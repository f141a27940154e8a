import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';

/** The sign-in pages are in the site's frame, without the public pages' tap counter (their nonce policy refuses it). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
