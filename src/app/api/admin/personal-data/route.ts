import { adminMessages } from '@/content/admin';
import { adminJsonWrite } from '@/server/admin/json-route';
import { personalDataRequest } from '@/server/admin/personal-data';

/** The data-protection screen's find, export and erasure: a thin shell around personalDataRequest, which checks the admin role. */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'administration', adminMessages.loadFailed, personalDataRequest);
