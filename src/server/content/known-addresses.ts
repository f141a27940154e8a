/**
 * Which addresses below the blog and the showcase's pages are pages (issue 42). Those routes are rendered at their
 * first visit and kept in Next's page cache, and Next keeps a rendered 404 there too, for a year (`s-maxage=31536000`):
 * a loop of made-up addresses would fill the cache and push the real pages out of it. The production server (main.ts)
 * asks here before it hands a request to Next, and hands a view of any other address over as one of a path no route
 * has (NO_ROUTE): Next answers it like any address the site lacks, with its one static 404 page, `no-store`, nothing
 * stored. (A rewrite from src/proxy.ts would do the same but for Next's origin check: under HOST=127.0.0.1 Next takes
 * it for another host's and proxies it to itself over HTTP.)
 *
 * The articles' addresses (each one an article on the site has had: an old one redirects) are read from the database
 * at start and again whenever a change is notified or written here (refresh.ts), into this process's memory. No
 * import beyond content/: the compiled server entry loads this module too, and the database's loader is handed in.
 */
import { feedPath } from '@/content/blog';
import { pages } from '@/content/pages';

type Addresses = ReadonlySet<string>;
type Holder = { load?: () => Promise<Addresses | null>; slugs?: Promise<Addresses | null> };

// One holder per process: the proxy, the app and the instrumentation are bundles of their own.
const holder = ((globalThis as { __siteAddresses?: Holder }).__siteAddresses ??= {});

/** Pages with nothing below them: the showcase's (an optional catch-all keeps them out of the build) and the feed. */
const leaves = [pages.references.path, pages.partners.path, pages.about.path, feedPath];
const articlePattern = new RegExp(`^${pages.blog.path}/([^/]+)$`);

/** Sets how the article addresses are read (refresh.ts, at start), and reads them. */
export function provideArticleAddresses(load: () => Promise<Addresses | null>): Promise<void> {
  holder.load = load;
  return reloadArticleAddresses();
}

/**
 * Reads the article addresses again. The newest read is the one the proxy waits for, so that an answer given after
 * a write (which calls this before it returns) already knows of it.
 */
export function reloadArticleAddresses(): Promise<void> {
  if (!holder.load) return Promise.resolve();
  const reading = holder.load();
  holder.slugs = reading;
  return reading.then(() => undefined);
}

/**
 * Whether Next should handle a page view of this path: false below a leaf page, or for an address under /blog that
 * no article has. When the addresses could not be read (no database yet, or a failed read), every article address
 * goes on to Next, which renders it as before: an outage must not hide the articles.
 */
export async function isSiteAddress(pathname: string): Promise<boolean> {
  if (leaves.some((leaf) => pathname.startsWith(`${leaf}/`))) return false;
  const slug = articlePattern.exec(pathname)?.[1];
  if (slug === undefined || pathname === feedPath) return true;
  const slugs = await holder.slugs;
  return slugs ? slugs.has(slug) : true;
}

/** A path no route has. */
export const NO_ROUTE = '/_none';

/**
 * The URL Next is to handle for a request: a page view (GET or HEAD) of an address that is no page below the blog or a
 * showcase page becomes NO_ROUTE; anything else is left as it is.
 */
export async function routedUrl(method: string | undefined, url: string): Promise<string> {
  if (method !== 'GET' && method !== 'HEAD') return url;
  const pathname = url.split(/[?#]/, 1)[0]!;
  return (await isSiteAddress(pathname)) ? url : NO_ROUTE;
}
