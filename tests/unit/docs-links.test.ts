/**
 * The documentation holds together (issue 44): the README stays a front door of at most 15,000 bytes; every relative
 * link of README.md, ARCHITECTURE.md and docs/*.md reaches a file that exists, and every `#anchor` a heading of its
 * document, named as GitHub names it; ARCHITECTURE.md's map of folders and its URL glossary follow the folders of src/.
 * It reads files only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const exists = (path: string) => existsSync(join(root, path));
const isDirectory = (path: string) => exists(path) && statSync(join(root, path)).isDirectory();

const documents = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** The lines of a Markdown text outside fenced code blocks. */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) fence = marker;
    else lines.push(line);
  }
  return lines;
}

/** A heading's anchor as GitHub makes it: the text without its markup, lower case, punctuation dropped (hyphens,
 * underscores and letters of any alphabet kept, accents included), each space a hyphen. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a document's headings, a repeated one numbered as GitHub does (`-1`, `-2`…). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The targets of a document's inline links and images, code spans and code blocks left out. */
function linkTargets(text: string): string[] {
  return proseLines(text).flatMap((line) => {
    const prose = line.replace(/(`+)[^`]*?\1/g, 'code');
    return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  });
}

type Broken = { document: string; target: string; why: string };

/** What is wrong with each relative link of a document: a missing file, or an anchor no heading of its target has. */
function brokenLinks(document: string, text: string, readDocument: (path: string) => string | null): Broken[] {
  const broken: Broken[] = [];
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…: not ours to check.
    const [pathPart = '', anchor] = target.split('#', 2);
    const path =
      pathPart === '' ? document : posix.normalize(posix.join(posix.dirname(document), decodeURIComponent(pathPart)));
    if (path.startsWith('../') || path.startsWith('/')) {
      broken.push({ document, target, why: 'outside the repository' });
      continue;
    }
    if (pathPart !== '' && !exists(path)) {
      broken.push({ document, target, why: `${path} does not exist` });
      continue;
    }
    if (anchor === undefined) continue;
    const linked = pathPart === '' ? text : path.endsWith('.md') ? readDocument(path) : null;
    if (linked === null) broken.push({ document, target, why: `${path} has no headings to point to` });
    else if (!anchors(linked).has(decodeURIComponent(anchor)))
      broken.push({ document, target, why: `no heading of ${path} is #${anchor}` });
  }
  return broken;
}

const readDocument = (path: string) => (exists(path) && !isDirectory(path) ? read(path) : null);

/** The rows of every table of a text: their cells, trimmed. */
function tableRows(text: string): string[][] {
  return proseLines(text)
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .replace(/\\\|/g, '\u0000')
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.replace(/\u0000/g, '|').trim()),
    );
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
/** A code span that names a file or a folder of the repository (`server/admin/desk.ts`, `quote-fields.tsx`, `docs/`). */
const isPath = (span: string) =>
  /^[\w@.()[\]-]+(\/[\w@.()[\]-]+)*\/?$/.test(span) &&
  (span.includes('/') || /\.[a-z0-9]+$/i.test(span)) &&
  !/^(\.next|@)/.test(span);

function filesUnder(folder: string): string[] {
  if (!isDirectory(folder)) return [];
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((path) =>
    path.split('\\').join('/'),
  );
}

/** Whether a path named in a row about `folder` exists: a bare name somewhere under that folder (or in src/, or at the
 * root), a path from that folder, from src/ or from the root. */
function pathExists(span: string, folder: string): boolean {
  const path = span.replace(/\/$/, '');
  if (!path.includes('/'))
    return filesUnder(folder).some((file) => posix.basename(file) === path) || exists(`src/${path}`) || exists(path);
  return [posix.join(folder, path), posix.join('src', path), path].some(exists);
}

function directories(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      return [path, ...directories(path)];
    });
}

describe('the documentation', () => {
  it('has a README of at most 15,000 bytes that links to ARCHITECTURE.md and every document of docs/', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(15_000);
    const linked = new Set(linkTargets(read('README.md')).map((target) => target.split('#')[0]));
    for (const document of documents.filter((path) => path !== 'README.md'))
      expect([...linked], document).toContain(document);
  });

  it('has relative links that reach a file, and anchors that reach a heading', () => {
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.flatMap((document) => brokenLinks(document, read(document), readDocument))).toEqual([]);
  });

  it('names anchors as GitHub does, and finds the broken links', () => {
    expect(slug('Content: the blog and the showcase written in the back-office')).toBe(
      'content-the-blog-and-the-showcase-written-in-the-back-office',
    );
    expect(slug('URL ↔ module glossary')).toBe('url--module-glossary');
    expect(slug('The files of `src/config/`')).toBe('the-files-of-srcconfig');
    expect(slug('Données personnelles et « Équipe »')).toBe('données-personnelles-et--équipe-');
    expect(slug('Cookies, search engines and legal_pages')).toBe('cookies-search-engines-and-legal_pages');
    expect([...anchors('# A\n## A\n```\n## Not a heading\n```\n### B ###\n')]).toEqual(['a', 'a-1', 'b']);
    const text = [
      'See [the guide](operations.md#operating-it), [a typo](operations.md#operating), [a missing file](nowhere.md),',
      'a [same-file anchor](#title) and [a wrong one](#other), `[code](nowhere.md)` and [the web](https://example.com).',
      '```',
      '[in a block](nowhere-either.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('docs/x.md', `# Title\n\n${text}`, readDocument).map(({ target }) => target)).toEqual([
      'operations.md#operating',
      'nowhere.md',
      '#other',
    ]);
    expect(brokenLinks('docs/x.md', '[up](../../README.md)', readDocument).map(({ why }) => why)).toEqual([
      'outside the repository',
    ]);
  });
});

describe('ARCHITECTURE.md', () => {
  const text = read('ARCHITECTURE.md');
  const rows = tableRows(text);
  const folderRows = rows.filter(([first]) => first !== undefined && /^`[^`]+\/`$/.test(first));
  const glossaryRows = rows.filter((cells) => cells.length === 3 && /^`src\/app\/[^`]*\/`$/.test(cells[1]!));
  const fileRows = rows.filter(([first]) => first !== undefined && /^`src\/[^`]+\.[a-z]+`/.test(first));
  const spanOf = (cell: string) => codeSpans(cell)[0]!;

  it('has one line per folder of src/ (below app/, its first level; the routes are in the glossary), each a folder that exists', () => {
    const listed = folderRows.map(([first]) => spanOf(first!).replace(/\/$/, ''));
    expect(listed.filter((folder) => !isDirectory(folder))).toEqual([]);
    expect(listed.length).toBe(new Set(listed).size);
    const folders = ['src', ...directories('src')].filter((folder) => !/^src\/app\/[^/]+\/./.test(folder));
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('has every route folder of src/app in its URL glossary', () => {
    const listed = glossaryRows.map((cells) => spanOf(cells[1]!).replace(/\/$/, ''));
    expect(listed.filter((folder) => !isDirectory(folder))).toEqual([]);
    const routes = ['src/app', ...directories('src/app')].filter((folder) =>
      ['page.tsx', 'route.ts'].some((file) => exists(`${folder}/${file}`)),
    );
    expect(routes.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    expect(folderRows.length + glossaryRows.length + fileRows.length).toBeGreaterThan(100);
    const missing = [
      ...folderRows.map((cells) => ({ folder: spanOf(cells[0]!).replace(/\/$/, ''), spans: cells.flatMap(codeSpans) })),
      ...glossaryRows.map((cells) => ({ folder: spanOf(cells[1]!).replace(/\/$/, ''), spans: codeSpans(cells[2]!) })),
      ...fileRows.map((cells) => ({ folder: posix.dirname(spanOf(cells[0]!)), spans: cells.flatMap(codeSpans) })),
    ].flatMap(({ folder, spans }) =>
      spans
        .filter(isPath)
        .filter((span) => !pathExists(span, folder))
        .map((span) => `${folder}: ${span}`),
    );
    expect(missing).toEqual([]);
  });
});
