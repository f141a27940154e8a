// Every public page of the production build as a visitor receives it, written to a folder, with what differs between
// any two builds of the same code (hashed file names, the build id) replaced by placeholders. Two builds' folders,
// compared with `diff -r`, show what a change did to the pages' HTML: none, for a change that only moves code.
//   npx tsx scripts/page-snapshot.ts <folder>        the build of the current directory (built first if missing)
// To compare with an older commit: build it in a clone, run the same script from there with the clone as the current
// directory, then `diff -r <old folder> <new folder>`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes } from '../src/lib/routes';
import { requestPageKinds, requestPagePath } from '../src/content/request-links';
import { buildIfNeeded, serveBuild } from './serve-build';

const folder = process.argv[2];
if (!folder) throw new Error('usage: page-snapshot.ts <folder>');

/** What two builds of the same code, or two servers, write differently. */
const withoutBuildNames = (html: string, buildId: string, baseUrl: string) =>
  html
    .replaceAll(buildId, '<build>')
    .replaceAll(baseUrl, '<site>')
    // A server action's id: Next hashes it at each build.
    .replace(/(&quot;id&quot;:&quot;|\\"id\\":\\")[0-9a-f]{40,42}/g, '$1<action>')
    .replace(/\/_next\/static\/(chunks|css|media)\/[\w.~-]+?\.(js|css|woff2)/g, '/_next/static/$1/<file>.$2')
    .replace(/\?dpl=[\w-]+/g, '')
    // Drawn per request (the back-office's and sign-in's nonce) or per database (the ids of articles and showcase items).
    .replace(/(nonce="|\\"nonce\\":\\")[\w+/=]+/g, '$1<nonce>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, '<uuid>');

buildIfNeeded();
const server = await serveBuild();
try {
  const routes = [...allRoutes, ...requestPageKinds.map(requestPagePath), '/une-page-qui-n-existe-pas'];
  mkdirSync(folder, { recursive: true });
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  for (const route of routes) {
    const response = await fetch(`${server.baseUrl}${route}`, { redirect: 'manual' });
    const html = withoutBuildNames(await response.text(), buildId, server.baseUrl);
    const name = route === '/' ? 'index' : route.slice(1).replaceAll('/', '__');
    writeFileSync(join(folder, `${name}.html`), `${response.status}\n${html}`);
  }
  console.log(`${routes.length} pages written to ${folder}`);
} finally {
  await server.cleanup();
}
