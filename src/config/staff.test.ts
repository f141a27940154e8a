/**
 * Rights as one table (issue 44): which role may do what is said in config/staff.ts and nowhere else. Everything
 * else asks `can(role, right)` or `rolesWith(right)`; a role's name may be a value (the role a command grants, an
 * invitation's default) but never something compared, listed or typed to decide what a role may do. Read with the
 * TypeScript compiler, in src/ and scripts/ (tests left out: they set roles up):
 *
 * - a comparison with a role's name: `role === 'admin'`, `role !== 'editor'`, `case 'agent':`;
 * - a drizzle or collection comparison: `eq(userRoles.role, 'admin')`, `inArray(…, ['admin', 'agent'])`,
 *   `roles.includes('editor')`;
 * - a list naming a role: `['admin', 'agent']`;
 * - a type naming a role: `Exclude<StaffRole, 'editor'>`, `role: 'admin' | 'agent'`;
 * - a map from roles to a yes or a list: `{ admin: true, agent: true, editor: false }`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { staffRoles } from './staff';

const root = join(import.meta.dirname, '../..');
const roleNames = new Set<string>(staffRoles);
/** The one file that may say which role has which right. */
const table = 'src/config/staff.ts';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [relative(root, path).split(sep).join('/')]
      : [];
  });
}

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** Functions whose arguments are compared with something: drizzle's operators and the collections' lookups. */
const comparingCalls = new Set(['eq', 'ne', 'inArray', 'notInArray', 'includes', 'indexOf', 'has']);

const isRoleName = (node: ts.Node | undefined): boolean =>
  !!node && ts.isStringLiteralLike(node) && roleNames.has(node.text);
const propertyName = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : null;

/** Where a file states a right outside the table: each as `file:line: code`. */
export function roleStatements(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const add = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 120)}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      comparisons.has(node.operatorToken.kind) &&
      (isRoleName(node.left) || isRoleName(node.right))
    )
      add(node);
    else if (ts.isCaseClause(node) && isRoleName(node.expression)) add(node);
    else if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression)
        ? node.expression.text
        : ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : null;
      if (callee && comparingCalls.has(callee) && node.arguments.some((argument) => isRoleName(argument))) add(node);
    } else if (ts.isArrayLiteralExpression(node) && node.elements.some((element) => isRoleName(element))) add(node);
    else if (ts.isLiteralTypeNode(node) && isRoleName(node.literal)) add(node);
    else if (ts.isObjectLiteralExpression(node)) {
      const keyed = node.properties.filter(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) &&
          roleNames.has(propertyName(property.name) ?? '') &&
          (property.initializer.kind === ts.SyntaxKind.TrueKeyword ||
            property.initializer.kind === ts.SyntaxKind.FalseKeyword ||
            ts.isArrayLiteralExpression(property.initializer)),
      );
      if (keyed.length > 0) add(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const checked = [...files(join(root, 'src')), ...files(join(root, 'scripts'))].filter((file) => file !== table);

describe('rights are stated in config/staff.ts only', () => {
  it('reads every kind of statement it refuses, and lets a role be a value', () => {
    const statements = roleStatements(
      'src/x.tsx',
      [
        "if (me.role === 'editor') show();",
        "const a = 'admin' !== role;",
        "switch (role) { case 'agent': break; }",
        "db.select().from(userRoles).where(eq(userRoles.role, 'admin'));",
        "inArray(userRoles.role, ['admin', 'agent']);",
        "const leadRoles = ['agent'];",
        "type Lead = Exclude<StaffRole, 'editor'>;",
        'const open = { admin: true, agent: true, editor: false };',
        "roles.includes('editor');",
      ].join('\n'),
    );
    expect(statements.map((line) => Number(line.split(':')[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const values = [
      "grantRole(db, email, 'admin', actor);",
      "const role = third ?? 'admin';",
      "const label = { admin: 'administrateur', agent: 'agent', editor: 'rédaction' };",
      "logError('admin', 'request failed', error);",
      '<Select name="role" defaultValue="agent" />;',
      'if (can(me.role, "leads")) show();',
    ];
    expect(roleStatements('src/y.tsx', values.join('\n'))).toEqual([]);
  });

  it('finds no comparison, list, type or map of role names outside the table', () => {
    expect(checked.length).toBeGreaterThan(400);
    expect(checked).toContain('src/app/admin/layout.tsx');
    expect(checked.flatMap((file) => roleStatements(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
