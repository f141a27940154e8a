import { settings } from '@/server/settings';

/** Base URL of the public site (SITE_URL), for canonical and absolute URLs. */
export const siteUrl = settings().siteUrl;

/** An absolute URL on this site. */
export const absoluteUrl = (path: string) => new URL(path, siteUrl).toString();
