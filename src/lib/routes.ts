/** Every route of the site (SPEC §2), derived from the content lists. */
import { pages } from '@/content/pages';
import { services, serviceHref } from '@/content/services';
import { solutionPages, solutionHref } from '@/content/solutions';
import { legalPages, legalHref } from '@/content/legal';

export const topLevelRoutes: readonly string[] = Object.values(pages).map((page) => page.path);
export const serviceRoutes: readonly string[] = services.map((service) => serviceHref(service.id));
export const solutionRoutes: readonly string[] = solutionPages.map((page) => solutionHref(page.id));
export const legalRoutes: readonly string[] = legalPages.map((page) => legalHref(page.id));

export const allRoutes: readonly string[] = [...topLevelRoutes, ...serviceRoutes, ...solutionRoutes, ...legalRoutes];

/** Routes that are not meant for search engines. */
export const privateRoutes: readonly string[] = [pages.auth.path, pages.admin.path];

export const publicRoutes: readonly string[] = allRoutes.filter((route) => !privateRoutes.includes(route));
