import { editorialMessages } from '@/content/editorial';
import { adminJsonWrite } from '@/server/admin/json-route';
import { changeArticle } from '@/server/content/article-edits';
import { BODY_CAPS } from '@/server/body';

/**
 * The articles' writes (save with a state to reach, restore a revision, delete): a thin shell around changeArticle,
 * which checks the editor role. An article's text is up to 100,000 characters, hence its own cap.
 */
export const POST = (request: Request) =>
  adminJsonWrite(request, 'content', editorialMessages.failed, changeArticle, BODY_CAPS.article);
