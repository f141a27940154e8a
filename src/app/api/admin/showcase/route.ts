import { showcaseMessages } from '@/content/showcase';
import { adminJsonWrite } from '@/server/admin/json-route';
import { changeShowcase } from '@/server/content/showcase';
import { BODY_CAPS } from '@/server/body';

/**
 * The showcase's writes (add, rewrite, move, remove a sector, client, partner or leader): a thin shell around
 * changeShowcase, which checks the editor role. A leader's presentation is the longest field, hence 16 KB.
 */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'content', showcaseMessages.failed, changeShowcase, BODY_CAPS.showcase);
