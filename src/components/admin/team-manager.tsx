'use client';

import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { STAFF_INVITATION_DAYS } from '@/config/security';
import { can, staffRights, staffRoles } from '@/config/staff';
import { teamText as text } from '@/content/admin';
import { authMessages } from '@/content/auth';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select } from '@/components/ui/field';
import { useAdminWrite } from './use-admin-write';
import type { StaffRole } from '@/config/staff';

export type TeamChange =
  | { action: 'invite' | 'role'; email: string; role: StaffRole }
  | { action: 'revoke' | 'unlock'; email: string }
  | { action: 'cancel'; id: string };

/** Sends one change of the team; a toast says what became of it, and the page is read again. */
export const useTeamChange = () => useAdminWrite<TeamChange>('/api/admin/team', text.errorTitle);

const rightsOf = (role: StaffRole) => staffRights.filter((right) => can(role, right)).length;
/** The roles a list offers, fewest rights first (an agent's on top, an admin's last), else in config/staff.ts's order. */
const roles: readonly StaffRole[] = [...staffRoles].sort((a, b) => rightsOf(a) - rightsOf(b));

const roleOptions = roles.map((role) => (
  <option key={role} value={role}>
    {text.roles[role]}
  </option>
));

/** A role picked in a list: one of the staff's, an agent's when it is none. */
const roleOf = (value: unknown): StaffRole => roles.find((role) => role === value) ?? 'agent';

/** "Inviter un membre": an address and a role. */
export function InviteForm() {
  const { busy, send } = useTeamChange();
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const role = roleOf(data.get('role'));
    if (!email) return setError(authMessages.required);
    setError(undefined);
    if (
      await send(
        'invite',
        { action: 'invite', email, role },
        { title: text.invitedTitle, description: text.invited(email, STAFF_INVITATION_DAYS) },
      )
    )
      form.reset();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={text.inviteHeading}
      className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-line sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <Field id="invite-email" label={text.emailLabel} required error={error}>
        {(aria) => <Input {...aria} name="email" type="email" autoComplete="off" maxLength={254} />}
      </Field>
      <Field id="invite-role" label={text.roleLabel}>
        {(aria) => (
          <Select {...aria} name="role" defaultValue="agent">
            {roleOptions}
          </Select>
        )}
      </Field>
      <button type="submit" className={buttonVariants()} disabled={busy !== null} aria-disabled={busy !== null}>
        <Icon icon={UserPlus} />
        {busy ? text.inviting : text.invite}
      </button>
    </form>
  );
}

/** A member's role, changed as soon as it is chosen; and the two-step revocation (a second click confirms). */
export function MemberActions({ email, role }: { email: string; role: StaffRole }) {
  const { busy, send } = useTeamChange();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label={text.changeRole(email)}
        value={role}
        className="h-9 w-auto"
        disabled={busy !== null}
        onChange={(event) =>
          void send(
            'role',
            { action: 'role', email, role: roleOf(event.target.value) },
            { title: text.roleChangedTitle },
          )
        }
      >
        {roleOptions}
      </Select>
      {confirming ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          disabled={busy !== null}
          onClick={() =>
            void send(
              'revoke',
              { action: 'revoke', email },
              { title: text.revokedTitle, description: text.revoked(email) },
            ).then(() => setConfirming(false))
          }
        >
          {text.confirmRevoke}
        </button>
      ) : (
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          onClick={() => setConfirming(true)}
        >
          {text.revoke}
        </button>
      )}
    </div>
  );
}

export function CancelInvitation({ id }: { id: string }) {
  const { busy, send } = useTeamChange();
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      disabled={busy !== null}
      onClick={() => void send('cancel', { action: 'cancel', id }, { title: text.cancelledTitle })}
    >
      {text.cancel}
    </button>
  );
}

/** Ends a member's sign-in lockout, on every network. */
export function UnlockMember({ email }: { email: string }) {
  const { busy, send } = useTeamChange();
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      disabled={busy !== null}
      onClick={() =>
        void send(
          'unlock',
          { action: 'unlock', email },
          { title: text.unlockedTitle, description: text.unlocked(email) },
        )
      }
    >
      {text.unlock}
    </button>
  );
}
