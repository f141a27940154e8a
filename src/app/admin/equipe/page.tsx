import { redirect } from 'next/navigation';
import { teamText } from '@/content/admin';
import { formatShortDateTime } from '@/lib/dates';
import { loadTeam } from '@/server/admin/team';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { CancelInvitation, InviteForm, MemberActions, UnlockMember } from '@/components/admin/team-manager';

export const metadata = { title: teamText.heading, robots: { index: false, follow: false } };

export default async function TeamPage() {
  const team = await loadTeam();
  if (team.state === 'redirect') redirect(team.to);
  const ready = team.state === 'ready' ? team : null;
  return (
    <AdminSubpage heading={teamText.heading} intro={teamText.intro} failed={team.state === 'failed'}>
      {team.state === 'admins-only' ? <AdminsOnly message={teamText.adminsOnly} /> : null}
      {ready ? (
        <>
          <section aria-labelledby="invite-heading" className="flex flex-col gap-3">
            <h2 id="invite-heading" className="text-xl font-bold text-ink">
              {teamText.inviteHeading}
            </h2>
            <InviteForm />
          </section>
          <section aria-labelledby="members-heading" className="flex flex-col gap-3">
            <h2 id="members-heading" className="text-xl font-bold text-ink">
              {teamText.membersHeading}
            </h2>
            <ul className="grid gap-3">
              {ready.members.map((member) => (
                <li
                  key={member.email}
                  className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-ink">
                      {member.email}{' '}
                      {member.email === ready.me ? (
                        <span className="font-normal text-muted">{teamText.you}</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      {teamText.columns.twoFactor}
                      {'\u202f: '}
                      <span
                        className={member.twoFactor ? 'font-semibold text-brand-800' : 'font-semibold text-amber-800'}
                      >
                        {member.twoFactor ? teamText.twoFactorOn : teamText.twoFactorOff}
                      </span>
                    </p>
                    {member.lockedUntil ? (
                      <p className="text-sm font-semibold text-amber-800">
                        {teamText.locked(formatShortDateTime(member.lockedUntil))}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {member.lockedUntil ? <UnlockMember email={member.email} /> : null}
                    <MemberActions email={member.email} role={member.role} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
            <h2 id="invitations-heading" className="text-xl font-bold text-ink">
              {teamText.invitationsHeading}
            </h2>
            {ready.invitations.length ? (
              <ul className="grid gap-3">
                {ready.invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">
                        {invitation.email} · {teamText.roles[invitation.role]}
                      </p>
                      <p className="text-sm text-muted">
                        {teamText.invitedBy(invitation.invitedBy)} ·{' '}
                        {teamText.expires(formatShortDateTime(invitation.expiresAt))}
                      </p>
                    </div>
                    <CancelInvitation id={invitation.id} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{teamText.noInvitations}</p>
            )}
          </section>
        </>
      ) : null}
    </AdminSubpage>
  );
}
