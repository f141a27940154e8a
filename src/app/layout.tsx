import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { inter } from './fonts';
import { company } from '@/config/company';
import { footerAnchor, skipLinkText } from '@/content/layout';
import { pages } from '@/content/pages';
import { siteUrl } from '@/server/site-url';
import { ToasterHost } from '@/components/forms/toaster';

export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: { default: `${company.name} | ${company.tagline}`, template: `%s | ${company.name}` },
  description: pages.home.metaDescription,
  applicationName: company.name,
};

export const viewport: Viewport = {
  themeColor: '#071a38',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* No frame before the page's main content is whole: a busy phone's parser can stop anywhere, and a frame of a
            header or hero cut in the middle moves as the rest arrives (a layout shift). The footer is named, not the
            main content, because Chrome (124+; others ignore this) lets the frame go as soon as it meets the name. */}
        <link rel="expect" href={`#${footerAnchor}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a
          href="#contenu"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {skipLinkText}
        </a>
        {/* The public frame (components/layout/site-frame.tsx) or the back-office's (app/admin/layout.tsx), each with
            its <main id="contenu"> and an element named footerAnchor at its end. */}
        {children}
        {/* Here, above both frames: a toast survives a move from one frame to the other. */}
        <ToasterHost />
      </body>
    </html>
  );
}
