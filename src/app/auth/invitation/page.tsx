import { teamText } from '@/content/admin';
import { pageMetadata } from '@/lib/metadata';
import { getDb } from '@/server/db/client';
import { findInvitation } from '@/server/admin/team';
import { AcceptInvitationForm } from '@/components/forms/accept-invitation-form';
import { AuthPanel } from '../auth-panel';

const page = { ...teamText.acceptPage, path: teamText.acceptPath };

export const metadata = {
  ...pageMetadata(page),
  robots: { index: false, follow: false },
  referrer: 'no-referrer' as const,
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Where an invitation's link lands: the form while the invitation holds, else why not. */
export default async function InvitationPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const invitation = typeof token === 'string' ? await findInvitation(await getDb(), token) : null;
  return (
    <AuthPanel page={page}>
      {invitation && typeof token === 'string' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{teamText.acceptFor(invitation.email, teamText.roles[invitation.role])}</p>
          <AcceptInvitationForm token={token} />
        </div>
      ) : (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          {teamText.invitationInvalid}
        </p>
      )}
    </AuthPanel>
  );
}
