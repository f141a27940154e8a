import type { ReactNode } from 'react';
import { contactTapScript } from '@/lib/contact-taps';
import { SiteFrame } from '@/components/layout/site-frame';
import { subscribeAction } from '@/app/(site)/newsletter/actions';

/**
 * The public pages: the site's frame (components/layout/site-frame.tsx), plus the counter of taps on call, WhatsApp and mail links
 * (lib/contact-taps.ts), inline so that it works from the first paint and adds no request. The back-office and the
 * sign-in pages are outside this group: their taps are staff's, and their nonce policy would refuse an inline script.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame subscribe={subscribeAction}>
      {children}
      <script dangerouslySetInnerHTML={{ __html: contactTapScript }} />
    </SiteFrame>
  );
}
