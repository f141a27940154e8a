import { passwordResetPages } from '@/content/auth';
import { pageMetadata } from '@/lib/metadata';
import { InvalidLink, NewPasswordForm } from '@/components/forms/password-reset-forms';
import { AuthPanel } from '../auth-panel';

const page = passwordResetPages.choose;

export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[]; error?: string | string[] }> };

/** Where the mail's link lands, through better-auth: `?token=…` when the link is valid, `?error=INVALID_TOKEN` when not. */
export default async function NewPasswordPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  return (
    <AuthPanel page={page}>
      {typeof token === 'string' && token && !error ? <NewPasswordForm token={token} /> : <InvalidLink />}
    </AuthPanel>
  );
}
