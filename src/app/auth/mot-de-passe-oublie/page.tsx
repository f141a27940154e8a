import { passwordResetPages } from '@/content/auth';
import { pageMetadata } from '@/lib/metadata';
import { ResetRequestForm } from '@/components/forms/password-reset-forms';
import { AuthPanel } from '../auth-panel';

const page = passwordResetPages.request;

export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

export default function ForgottenPasswordPage() {
  return (
    <AuthPanel page={page}>
      <ResetRequestForm />
    </AuthPanel>
  );
}
