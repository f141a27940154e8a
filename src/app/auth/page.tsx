import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { safeReturnPath } from '@/lib/safe-path';
import { getViewer } from '@/server/auth/session';
import { AuthForms } from '@/components/forms/auth-forms';
import { AuthPanel } from './auth-panel';

const page = pages.auth;

// Not for search engines: robots.txt disallows it too.
export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

export default async function AuthPage({ searchParams }: { searchParams: Promise<{ retour?: string | string[] }> }) {
  // SPEC §2: a signed-in user is sent to the home page.
  if (await getViewer(await headers())) redirect('/');
  const { retour } = await searchParams;

  return (
    <AuthPanel page={page}>
      <AuthForms next={safeReturnPath(retour)} />
    </AuthPanel>
  );
}
