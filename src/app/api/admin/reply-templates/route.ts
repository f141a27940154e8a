import { deskMessages } from '@/content/desk';
import { adminJsonWrite } from '@/server/admin/json-route';
import { changeReplyTemplates } from '@/server/admin/reply-templates';
import { BODY_CAPS } from '@/server/body';

/**
 * The reply templates' writes (add, edit, delete): a thin shell around changeReplyTemplates, which checks the admin
 * role. A template's subject and text are a reply's, so the desk's cap holds them.
 */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'administration', deskMessages.failed, changeReplyTemplates, BODY_CAPS.desk);
