/** Every page of the site (SPEC §2) with its heading, derived from the content lists. */
import { pages } from '@/content/pages';
import { services, serviceHref } from '@/content/services';
import { solutionPages, solutionHref } from '@/content/solutions';
import { legalPages, legalHref } from '@/content/legal';

export type SitePage = { path: string; heading: string };

export const topLevelPages: readonly SitePage[] = Object.values(pages).map(({ path, heading }) => ({ path, heading }));
export const servicePages: readonly SitePage[] = services.map((s) => ({ path: serviceHref(s.id), heading: s.title }));
export const solutionPagesIndex: readonly SitePage[] = solutionPages.map((s) => ({
  path: solutionHref(s.id),
  heading: s.title,
}));
export const legalPagesIndex: readonly SitePage[] = legalPages.map((l) => ({
  path: legalHref(l.id),
  heading: l.title,
}));

export const allPages: readonly SitePage[] = [
  ...topLevelPages,
  ...servicePages,
  ...solutionPagesIndex,
  ...legalPagesIndex,
];

const paths = (list: readonly SitePage[]) => list.map((page) => page.path);

export const topLevelRoutes = paths(topLevelPages);
export const serviceRoutes = paths(servicePages);
export const solutionRoutes = paths(solutionPagesIndex);
export const legalRoutes = paths(legalPagesIndex);
export const allRoutes = paths(allPages);

/** Routes that are not meant for search engines. */
export const privateRoutes: readonly string[] = [pages.auth.path, pages.admin.path];

export const publicRoutes: readonly string[] = allRoutes.filter((route) => !privateRoutes.includes(route));
