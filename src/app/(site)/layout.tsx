import type { ReactNode } from 'react';
import { OfflineResume } from '@/components/forms/offline-resume';
import { contactTapScript } from '@/lib/contact-taps';

/**
 * The public pages: the root layout's frame, plus the counter of taps on call, WhatsApp and mail links
 * (lib/contact-taps.ts), inline so that it works from the first paint and adds no request, and the resumption of
 * requests that wait on the device (offline-resume.tsx). The back-office and the sign-in pages are outside this group:
 * their taps are staff's, their nonce policy would refuse an inline script, and they have no visitor form.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <OfflineResume />
      <script dangerouslySetInnerHTML={{ __html: contactTapScript }} />
    </>
  );
}
