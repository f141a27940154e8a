/**
 * The states of a public page that its query string names (an article or a category of /blog, the subject the contact
 * form preselects), each served from a prerendered route. `next.config.ts` rewrites `/blog?article=3` to
 * `/blog/article/3` before Next looks for a page, and only for the values listed here: every other query string, a
 * random one included, gets the page's own static HTML. No query makes the server render a page; the address a
 * visitor shares and a search engine indexes stays the query (the canonical URLs and the sitemap keep it).
 *
 * Each route lives at `app/(site)/<page>/<key>/[value]/page.tsx` and takes its static params from `values`
 * (query-routes.test.ts checks that the folders match).
 */
// Relative imports, down to the last module they load: next.config.ts imports this file, and Next's loader of the
// config resolves `@/` from the project's root rather than from the importing file (next build fails at once if one
// comes in).
import { allCategories, blogCategories, blogQuery, legacyArticleNumbers } from '../content/blog';
import { contactQuery, presetSubjects } from '../content/contact';
import { pages } from '../content/pages';

export type QueryRoute = {
  /** The public page, e.g. `/blog`. */
  page: string;
  /** The query word, e.g. `article`. */
  key: string;
  /** Every value that has its own prerendered page; any other is the page itself. */
  values: readonly string[];
};

/** An old link to one of the nine first articles: its page redirects to the article's address (issue 33). */
export const blogArticleRoute: QueryRoute = {
  page: pages.blog.path,
  key: blogQuery.article,
  values: legacyArticleNumbers,
};
export const blogCategoryRoute: QueryRoute = {
  page: pages.blog.path,
  key: blogQuery.category,
  values: blogCategories.map((category) => category.id),
};
export const contactSubjectRoute: QueryRoute = {
  page: pages.contact.path,
  key: contactQuery.subject,
  values: presetSubjects,
};

/** In the order a rewrite is tried: `/blog?article=3&categorie=energie` is the article. */
export const queryRoutes: readonly QueryRoute[] = [blogArticleRoute, blogCategoryRoute, contactSubjectRoute];

/** A route's static params, for its `generateStaticParams`. */
export const staticParamsOf = (route: QueryRoute) => route.values.map((value) => ({ value }));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The rewrites of next.config.ts, checked before the file system (`beforeFiles`: `/blog` is a page of its own). Next
 * anchors the value's pattern (`^…$`) and reads the last value of a repeated key; a fixed alternation runs in linear
 * time whatever the query's length.
 */
export function queryRewrites() {
  return [
    ...queryRoutes.map((route) => ({
      source: route.page,
      has: [{ type: 'query' as const, key: route.key, value: `(?<value>${route.values.map(escapeRegExp).join('|')})` }],
      destination: `${route.page}/${route.key}/:value`,
    })),
    // The blog itself is its listing of every category: one page, cached like the filtered ones (issue 33).
    { source: pages.blog.path, destination: `${pages.blog.path}/${blogQuery.category}/${allCategories.id}` },
  ];
}

/**
 * The redirects of next.config.ts: a prerendered path asked for directly goes to its query's address, so that each
 * state has one address (redirects are matched against the request's own path, never after a rewrite).
 */
export function queryRedirects() {
  return queryRoutes.map((route) => ({
    source: `${route.page}/${route.key}/:value`,
    destination: `${route.page}?${route.key}=:value`,
    permanent: true,
  }));
}
