import { deskMessages } from '@/content/desk';
import { bulkChange } from '@/server/admin/bulk';
import { adminJsonWrite } from '@/server/admin/json-route';
import { BODY_CAPS } from '@/server/body';

/** Bulk actions on the selected requests (assign, status, follow-up): a thin shell around bulkChange, which checks the caller. */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'leads', deskMessages.failed, bulkChange, BODY_CAPS.desk);
