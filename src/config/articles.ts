/** An article's state (issue 33; the schema's `articles.state`): a draft, scheduled for `published_at`, published, or taken off the site. */
export const articleStates = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleState = (typeof articleStates)[number];

/** What a revision keeps of an article (`article_revisions.content`): every field an editor writes. */
export type ArticleContent = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  authorName: string;
  authorRole: string;
  publishedAt: string | null;
  body: string;
  coverId: string | null;
};
