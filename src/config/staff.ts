/**
 * The staff's roles and what each may do: the one table that every check (requireStaff), the back-office's bar, and
 * every list of recipients or assignees reads. A right added to a role here reaches all of them; nothing else says
 * which role may read leads.
 *
 * - `leads`: the visitors' requests and everything that carries them (the desk, exports, the digest, assignments).
 * - `content`: the site's articles, showcase and images.
 * - `administration`: the team, the audit log, reply templates and data-protection requests.
 *
 * A role absent from `leads` never receives a visitor's name, address, phone or message, and is never an assignee.
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
export const can = (role: StaffRole | null | undefined, right: StaffRight): boolean => Boolean(role && (rightsOfRole[role] as readonly StaffRight[]).includes(right));

/** The roles that have a right, in staffRoles' order: the audience of whatever that right covers. */
export const rolesWith = (right: StaffRight): StaffRole[] => staffRoles.filter((role) => can(role, right));
