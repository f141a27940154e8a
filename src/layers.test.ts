/**
 * The house's layers point one way (DESIGN "The house"). The rules held here:
 *
 * - lib/ may read content/ (the route list, page metadata, the schemas' French messages), so content/ reads nothing
 *   of lib/ but types (`import type`, or `import { type A }`). content/ is data; the few pure helpers it needs live in
 *   config/ (links.ts, money.ts, cookies.ts), which every layer may read.
 * - config/ reads nothing else of src/: it is the bottom layer.
 * - Nothing outside app/ reads app/, not even a type: a route's server action reaches a component as a prop, and the
 *   types they share are declared by the component (components/forms/contact-form.tsx, ContactFormState).
 * - lib/ reads nothing of server/, not even a type: lib/ is what the browser may load too, and a setting read at import
 *   time would run in it (server/site-url.ts holds SITE_URL's URLs). server/ reads nothing of components/.
 * - No two folders of server/ read each other (admin/ → auth/ and auth/ → admin/, say): each pair's dependency points
 *   one way, and what both sides need lives in a file of server/ itself or in a folder of its own.
 *
 * Tests (`*.test.ts`) are left out: a test may set two layers side by side to check one against the other.
 * Imports are read with the TypeScript compiler: static imports, re-exports, import() and import('…') types.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

type Import = { file: string; target: string; typeOnly: boolean };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [relative(root, path).split(sep).join('/')]
      : [];
  });
}

/** The path under the project of a module specifier, or null for a package. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.')) return posix.normalize(posix.join(dirname(file), specifier));
  return null;
}

/** Every module a file imports or re-exports, statically or with import(), and whether only types cross. */
export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const target = resolve(file, specifier.text);
    if (target) found.push({ file, target, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      add(
        node.moduleSpecifier,
        node.isTypeOnly ||
          (!!clause &&
            ts.isNamedExports(clause) &&
            clause.elements.length > 0 &&
            clause.elements.every((element) => element.isTypeOnly)),
      );
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const layer = (path: string) => (path.startsWith('src/') ? path.split('/')[1]!.replace(/\.tsx?$/, '') : 'outside');
const show = ({ file, target, typeOnly }: Import) => `${file} → ${target}${typeOnly ? ' (types)' : ''}`;

const imports = files(join(root, 'src')).flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8')));

describe('the layers of src/', () => {
  it('has imports to check, and reads them the way the compiler does', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({ file: 'src/lib/routes.ts', target: 'src/content/pages', typeOnly: false });
    expect(
      importsOf(
        'src/content/x.ts',
        "import { type A, type B } from '@/lib/a';\nimport type C from '../lib/c';\nimport { D, type E } from '@/lib/d';",
      ),
    ).toEqual([
      { file: 'src/content/x.ts', target: 'src/lib/a', typeOnly: true },
      { file: 'src/content/x.ts', target: 'src/lib/c', typeOnly: true },
      { file: 'src/content/x.ts', target: 'src/lib/d', typeOnly: false },
    ]);
    expect(
      importsOf(
        'src/components/x.tsx',
        "export { f } from '@/app/a';\nconst g = () => import('../app/b');\ntype T = import('@/app/c').T;",
      ),
    ).toEqual([
      { file: 'src/components/x.tsx', target: 'src/app/a', typeOnly: false },
      { file: 'src/components/x.tsx', target: 'src/app/b', typeOnly: false },
      { file: 'src/components/x.tsx', target: 'src/app/c', typeOnly: true },
    ]);
  });

  it('content/ reads nothing of lib/ but types', () => {
    expect(
      imports.filter((i) => layer(i.file) === 'content' && layer(i.target) === 'lib' && !i.typeOnly).map(show),
    ).toEqual([]);
  });

  it('config/ reads nothing else of src/', () => {
    expect(imports.filter((i) => layer(i.file) === 'config' && layer(i.target) !== 'config').map(show)).toEqual([]);
  });

  it('nothing outside app/ reads app/, not even a type', () => {
    expect(imports.filter((i) => layer(i.file) !== 'app' && layer(i.target) === 'app').map(show)).toEqual([]);
  });

  it('lib/ reads nothing of server/, not even a type', () => {
    expect(imports.filter((i) => layer(i.file) === 'lib' && layer(i.target) === 'server').map(show)).toEqual([]);
  });

  it('server/ reads nothing of components/', () => {
    expect(imports.filter((i) => layer(i.file) === 'server' && layer(i.target) === 'components').map(show)).toEqual([]);
  });

  it('no two folders of server/ read each other', () => {
    expect(twoWayFolders(imports)).toEqual([]);
    // The finder finds a pair when there is one.
    const made = [
      { file: 'src/server/admin/a.ts', target: 'src/server/auth/b', typeOnly: false },
      { file: 'src/server/auth/c.ts', target: 'src/server/admin/d', typeOnly: true },
      { file: 'src/server/mail/e.ts', target: 'src/server/f', typeOnly: false },
    ];
    expect(twoWayFolders(made)).toEqual([
      'admin ↔ auth: src/server/admin/a.ts → src/server/auth/b; src/server/auth/c.ts → src/server/admin/d (types)',
    ]);
  });
});

/** The folder of server/ a path is in (`admin` for src/server/admin/x.ts), or null for a file of server/ itself. */
const serverFolder = (path: string) => {
  const parts = path.split('/');
  return parts[0] === 'src' && parts[1] === 'server' && parts.length > 3 ? parts[2]! : null;
};

/** The pairs of server/'s folders that import each other, with one import each way. */
function twoWayFolders(found: Import[]): string[] {
  const between = new Map<string, Import>();
  for (const i of found) {
    const [from, to] = [serverFolder(i.file), serverFolder(i.target)];
    if (from && to && from !== to && !between.has(`${from}→${to}`)) between.set(`${from}→${to}`, i);
  }
  return [...between.entries()].flatMap(([edge, i]) => {
    const [from, to] = edge.split('→') as [string, string];
    const back = between.get(`${to}→${from}`);
    return from < to && back ? [`${from} ↔ ${to}: ${show(i)}; ${show(back)}`] : [];
  });
}
