import { deskMessages } from '@/content/desk';
import { changeRequest } from '@/server/admin/desk';
import { adminJsonWrite } from '@/server/admin/json-route';
import { BODY_CAPS } from '@/server/body';

/** The lead desk's writes on a request (note, assignment, reply, follow-up): a thin shell around changeRequest, whose functions check the caller. */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'leads', deskMessages.failed, changeRequest, BODY_CAPS.desk);
