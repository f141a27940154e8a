import { adminMessages } from '@/content/admin';
import { adminJsonWrite } from '@/server/admin/json-route';
import { changeTeam } from '@/server/admin/team';

/** The team screen's writes (invite, change a role, revoke, cancel an invitation): a thin shell around changeTeam, which checks the admin role. */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'administration', adminMessages.loadFailed, async (caller, body) => changeTeam(caller, body));
