/**
 * The staff's roles and what each may do: the one table that every check (requireStaff), the back-office's bar, and
 * every list of recipients or assignees reads. A right added to a role here reaches all of them; nothing else says
 * which role may do what (src/config/staff.test.ts refuses a role's name compared, listed or typed anywhere else, and
 * src/server/rights.test.ts calls every back-office function and route, and sends every mail of lead data, for every
 * role against this table).
 *
 * - `leads`: the visitors' requests and everything that carries them. Reading them (the desk, a request, a person's
 *   requests, photos, response times, results), working them (status, notes, replies and their templates filled in,
 *   follow-ups, outcomes, bulk actions), exporting them (CSV), assigning them and being an assignee, and receiving the
 *   mails that name a visitor (the morning digest, assignments).
 * - `content`: the site's content: articles and their revisions, the showcase, images.
 * - `administration`: the team (invitations, roles, unlocks; the last holder of this right is never removed), the
 *   audit log, the reply templates' writing, data-protection requests (find, export, erase), and uploads without the
 *   editors' quota.
 * - One's own account (sessions, second factor, the bar's name) needs a role, any: requireStaff's 'staff'.
 *
 * A role absent from `leads` never receives a visitor's name, address, phone or message, and is never an assignee.
 *
 * Three rights, not one per capability (read leads, be assigned, receive lead mail, export…): every role holds those
 * together, and no page or mail needs one without the others (whoever reads the desk sees the names a digest or an
 * assignment would mail them), so finer names would be names no role uses. The day a role needs one apart (a reader
 * of the desk who is never assigned, say), split `leads` here, and the checks, lists and tests that read it follow.
 * The team's mailboxes (NOTIFY_*: new requests, escalations) are addresses of the settings, not members: what they
 * receive is the operator's choice, outside this table.
 */
export const staffRights = ['leads', 'content', 'administration'] as const;
export type StaffRight = (typeof staffRights)[number];

const rightsOfRole = {
  // SPEC §6's admin: everything.
  admin: staffRights,
  // Works the requests.
  agent: ['leads'],
  // « Rédaction » (issue 33): writes the site's content and never reads a request.
  editor: ['content'],
} as const satisfies Record<string, readonly StaffRight[]>;

export type StaffRole = keyof typeof rightsOfRole;

/** Held in user_roles; whoever holds several has the first of this list. */
export const staffRoles = ['admin', 'agent', 'editor'] as const satisfies readonly StaffRole[];
// A role declared above but missing from staffRoles fails to compile here.
const everyRoleListed: [StaffRole] extends [(typeof staffRoles)[number]] ? true : never = true;
void everyRoleListed;

/** Whether a role (or nobody's) has a right. */
export const can = (role: StaffRole | null | undefined, right: StaffRight): boolean =>
  Boolean(role && (rightsOfRole[role] as readonly StaffRight[]).includes(right));

/** The roles that have a right, in staffRoles' order: the audience of whatever that right covers. */
export const rolesWith = (right: StaffRight): StaffRole[] => staffRoles.filter((role) => can(role, right));
