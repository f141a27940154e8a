import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { company } from '@/config/company';
import { can } from '@/config/staff';
import { auditText, ownAccountText, securityText, staffFrameText as text, teamText } from '@/content/admin';
import { authMessages } from '@/content/auth';
import { resultsText, shortcutText, statsText } from '@/content/desk';
import { footerAnchor } from '@/content/layout';
import { personalDataText } from '@/content/personal-data';
import { replyTemplateText } from '@/content/reply-templates';
import { contentAreaPath, editorialText } from '@/content/editorial';
import { showcaseAreaPath, showcaseText } from '@/content/showcase';
import { staffFrame } from '@/server/admin/back-office';
import { AdminNav } from '@/components/admin/admin-nav';
import { DeskShortcuts } from '@/components/admin/desk-shortcuts';
import { SignOutButton } from '@/components/admin/sign-out-button';

/**
 * The back-office's frame: the staff's pages and who is signed in, no marketing header or footer and no cookie banner
 * (only necessary cookies are set here). Signed out or refused, it names nobody: the page itself says where to go.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const me = await staffFrame();
  // The work's pages in the bar, as the role opens them: an editor's is the content, an agent's the requests.
  const requests = [
    { href: '/admin', label: text.requests },
    { href: statsText.path, label: statsText.link },
    { href: resultsText.path, label: resultsText.link },
  ];
  const content = [
    { href: contentAreaPath, label: editorialText.link },
    { href: showcaseAreaPath, label: showcaseText.heading },
  ];
  const links = me
    ? [
        ...(can(me.role, 'leads') ? requests : []),
        ...(can(me.role, 'content') ? content : []),
        ...(can(me.role, 'administration')
          ? [
              { href: teamText.path, label: teamText.link },
              { href: replyTemplateText.path, label: replyTemplateText.link },
              { href: '/admin/journal', label: auditText.link },
              { href: personalDataText.path, label: personalDataText.link },
            ]
          : []),
      ]
    : [];
  const account = [
    { href: '/admin/compte', label: ownAccountText.link },
    { href: securityText.path, label: securityText.link },
  ];
  return (
    <>
      <header className="bg-brand-950 text-brand-50">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 border-b border-white/10 px-4 py-2 lg:px-6">
          <Link
            href="/admin"
            className="flex min-h-11 items-center font-extrabold tracking-tight whitespace-nowrap text-white"
          >
            {company.name} <span className="ml-1 font-semibold text-brand-200">· {text.space}</span>
          </Link>
          {me ? (
            <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <p className="min-w-0 truncate text-brand-200">
                <span className="sr-only">{text.signedInAs} </span>
                {me.email}
              </p>
              {account.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className="font-semibold whitespace-nowrap text-brand-100 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              ))}
              <SignOutButton
                text={{
                  signOut: text.signOut,
                  signingOut: text.signingOut,
                  signOutFailed: authMessages.signOutFailed,
                  signedOutTitle: authMessages.signedOutTitle,
                }}
              />
            </div>
          ) : null}
        </div>
        {me ? (
          <div className="px-4 py-1.5 lg:px-6">
            <AdminNav label={text.nav} links={links} />
          </div>
        ) : null}
      </header>
      <main id="contenu" className="flex-1 bg-surface" tabIndex={-1}>
        {children}
      </main>
      <footer
        id={footerAnchor}
        className="flex flex-wrap justify-between gap-x-6 gap-y-1 border-t border-line bg-white px-4 py-3 text-sm text-muted lg:px-6"
      >
        <Link href="/" className="font-semibold text-brand-800 hover:underline">
          {text.viewSite}
        </Link>
        {me ? <p>{text.shortcutsHint}</p> : null}
      </footer>
      {me ? <DeskShortcuts text={shortcutText} /> : null}
    </>
  );
}
