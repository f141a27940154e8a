/**
 * Rights as one table (issue 44): config/staff.ts says which role has which right, and every back-office function
 * and route obeys it. The functions are found by reading server/ with the TypeScript compiler (every exported function
 * that takes an AdminCaller, or a function giving one, or that calls requireStaff), the routes by reading
 * app/api/admin/; the table below names the right each needs. A function found and not named, or named and gone,
 * fails here. Then each is called as someone signed out, a visitor with an account and no role, and a member of every
 * role of staffRoles: refused (AdminError 'unauthenticated' signed out, 'forbidden' otherwise; for a page, its
 * redirect or its admins-only or editors-only state) exactly when `can(role, right)` says no, and never refused for
 * access otherwise (the minimal arguments may well be invalid: only an access refusal counts). The back-office's bar
 * shows each of them exactly the pages whose loader lets them in.
 *
 * Then every mail that carries a visitor's data (the team's notification of a new request, the escalation, the digest,
 * an assignment, a bulk assignment, a reply), sent with a member of each role in the team: a member receives one
 * exactly when their role has `leads` (rolesWith), and nobody else of the team receives a mail at all.
 * lead-audience.test.ts holds the rest of issue 42 (an editor refused as an assignee, a role change giving requests back).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import ts from 'typescript';
import { isValidElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminNav } from '@/components/admin/admin-nav';
import { can, rolesWith, staffRoles, type StaffRole } from '@/config/staff';
import { adminMessages, securityText } from '@/content/admin';
import { deskMessages } from '@/content/desk';
import type { Db } from '@/server/db/client';
import { digests, outbox, quotes, user, userRoles } from '@/server/db/schema';
import { settings } from '@/server/settings';
import { signedInCaller } from '../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import type { AdminCaller, StaffNeed } from './admin/access';
import { parseAuditFilters } from './admin/audit-log';
import { bulkChange } from './admin/bulk';
import { changeRequest, staffDirectory } from './admin/desk';
import { sendDigests } from './admin/digest';
import { AdminError, AdminRefusal } from './admin/errors';
import { escalateLateRequests } from './admin/escalation';
import { parseFilters } from './admin/filters';
import { parseResultsQuery } from './admin/outcome-stats';
import { parsePeriod } from './admin/response-stats';
import { createRequest } from './requests';

// The routes read the session and the database of the process: here, the test's.
const state = vi.hoisted(() => ({ user: null as AdminCaller['user'], db: undefined as unknown }));
vi.mock('@/server/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/auth/session')>()),
  readSession: async () => state.user,
}));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => state.db,
}));
// The back-office's frame reads the caller of the request being rendered.
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => new Headers(),
}));

const serverDir = import.meta.dirname;
const appDir = join(serverDir, '../app');
const routesDir = join(appDir, 'api/admin');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => keep(path.split(sep).pop()!))
    .map((path) => path.split(sep).join('/'))
    .sort();
}
const serverFiles = files(
  serverDir,
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'),
);
const routeFiles = files(routesDir, (name) => name === 'route.ts');

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** The exported functions of a module: `export function f`, `export const f = (…) => …`, `export const f = cache(async (…) => …)`. */
function exportedFunctions(file: string, text: string): { name: string; node: FunctionLike; source: ts.SourceFile }[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const exported = (node: ts.Statement) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  const functionIn = (node: ts.Expression): FunctionLike | null => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
    if (ts.isCallExpression(node)) return node.arguments.map(functionIn).find((found) => found !== null) ?? null;
    return null;
  };
  return source.statements.filter(exported).flatMap((statement) => {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      return [{ name: statement.name.text, node: statement, source }];
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const node =
        declaration.initializer && ts.isIdentifier(declaration.name) ? functionIn(declaration.initializer) : null;
      return node ? [{ name: (declaration.name as ts.Identifier).text, node, source }] : [];
    });
  });
}

/** The back-office functions of a module of server/: exported, and taking an AdminCaller (or a function giving one) or calling requireStaff. */
export function backOfficeFunctions(file: string, text: string): string[] {
  const callsRequireStaff = (node: ts.Node): boolean =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'requireStaff') ||
    ts.forEachChild(node, callsRequireStaff) === true;
  return exportedFunctions(file, text)
    .filter(
      ({ node, source }) =>
        node.parameters.some((parameter) => parameter.type && /\bAdminCaller\b/.test(parameter.type.getText(source))) ||
        callsRequireStaff(node),
    )
    .map(({ name }) => name);
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const routeHandlers = (file: string, text: string) =>
  exportedFunctions(file, text)
    .map(({ name }) => name)
    .filter((name) => methods.has(name));

const found = serverFiles.flatMap((file) =>
  backOfficeFunctions(file, readFileSync(join(serverDir, file), 'utf8')).map((name) => `${file}#${name}`),
);
const foundRoutes = routeFiles.flatMap((file) =>
  routeHandlers(file, readFileSync(join(routesDir, file), 'utf8')).map((name) => `${file}#${name}`),
);

// ---------------------------------------------------------------------------------------------------------------
// The table: each back-office function, the right it needs, and the least arguments it can be called with.

type Args = (caller: AdminCaller) => unknown[];
/** A right, and the arguments of a call; `nullRefuses`: the function answers null to whoever it refuses (the frame). */
type Entry = readonly [StaffNeed, Args, { nullRefuses: true }?];

const alone: Args = (caller) => [caller];
const withInput: Args = (caller) => [caller, {}];
/** A page's loader takes a function giving the caller. */
const thunk = (caller: AdminCaller) => async () => caller;
const page: Args = (caller) => [thunk(caller)];
const pageWith =
  (...before: unknown[]): Args =>
  (caller) => [...before, thunk(caller)];
const nobody = '00000000-0000-4000-8000-000000000000';
const stranger = 'personne@rights.test';
let outboxDir = '';

const functions: Record<string, Record<string, Entry>> = {
  'admin/audit-log.ts': {
    listAuditEvents: ['administration', (caller) => [caller, parseAuditFilters({})]],
    loadAuditLog: ['administration', pageWith({})],
  },
  'admin/back-office.ts': {
    loadBackOffice: ['leads', pageWith({})],
    staffFrame: ['staff', page, { nullRefuses: true }],
  },
  'admin/bulk.ts': { bulkChange: ['leads', withInput] },
  'admin/desk.ts': {
    addNote: ['leads', withInput],
    removeNote: ['leads', withInput],
    staffDirectory: ['leads', alone],
    assignRequest: ['leads', withInput],
    replyToRequest: ['leads', withInput],
    logContact: ['leads', withInput],
    setFollowUp: ['leads', withInput],
    setOutcome: ['leads', withInput],
    changeRequest: ['leads', withInput],
  },
  'admin/export.ts': { exportCsv: ['leads', (caller) => [caller, parseFilters({}), null]] },
  'admin/outcome-stats.ts': {
    results: ['leads', (caller) => [caller, parseResultsQuery({}).query]],
    loadResultsPage: ['leads', pageWith({})],
  },
  'admin/own-sessions.ts': {
    listOwnSessions: ['staff', alone],
    endOwnSessions: ['staff', alone],
    loadOwnAccount: ['staff', page],
  },
  'admin/person.ts': {
    requestsOfPerson: ['leads', (caller) => [caller, { email: stranger, phone: null }]],
    otherRequests: [
      'leads',
      (caller) => [caller, 'quotes', { id: nobody, createdAt: new Date(), email: stranger, phoneE164: null }],
    ],
    loadPersonPage: ['leads', pageWith({})],
  },
  'admin/personal-data.ts': {
    findPersonalData: ['administration', (caller) => [caller, { email: stranger }]],
    personalDataRequest: ['administration', withInput],
    loadPersonalDataPage: ['administration', page],
  },
  'admin/personal-data-erasure.ts': {
    erasePersonalData: ['administration', (caller) => [caller, { email: stranger }, { directory: outboxDir }]],
  },
  'admin/personal-data-export.ts': {
    exportPersonalData: ['administration', (caller) => [caller, { email: stranger }]],
  },
  'admin/photos.ts': { readPhoto: ['leads', (caller) => [caller, nobody, 'image']] },
  'admin/queries.ts': {
    viewCounts: ['leads', (caller) => [caller, 'quotes']],
    getRequest: ['leads', (caller) => [caller, 'quotes', nobody]],
    listRequests: ['leads', (caller) => [caller, parseFilters({})]],
    getOverview: ['leads', alone],
  },
  'admin/reply-templates.ts': {
    createReplyTemplate: ['administration', withInput],
    updateReplyTemplate: ['administration', withInput],
    removeReplyTemplate: ['administration', withInput],
    changeReplyTemplates: ['administration', withInput],
    listReplyTemplates: ['administration', alone],
    loadReplyTemplatesPage: ['administration', page],
    // The templates filled from a request, for its « Répondre »: the desk's.
    replyTemplatesFor: [
      'leads',
      (caller) => [caller, 'quotes', { id: nobody, name: 'Aya', topic: null, response: null }],
    ],
  },
  'admin/request-page.ts': { loadRequestPage: ['leads', pageWith('inconnu', nobody, {})] },
  'admin/response-stats.ts': {
    responseStats: ['leads', (caller) => [caller, parsePeriod({}).period]],
    loadStatsPage: ['leads', pageWith({})],
  },
  'admin/status.ts': { setRequestStatus: ['leads', withInput] },
  'admin/team.ts': {
    // A member's own address: refused as already in the team, nothing sent.
    inviteStaff: ['administration', (caller) => [caller, caller.user?.email ?? stranger, staffRoles[0]]],
    cancelInvitation: ['administration', (caller) => [caller, nobody]],
    changeStaffRole: ['administration', (caller) => [caller, stranger, staffRoles[0]]],
    revokeMember: ['administration', (caller) => [caller, stranger]],
    unlockMember: ['administration', (caller) => [caller, stranger]],
    changeTeam: ['administration', withInput],
    loadTeam: ['administration', page],
  },
  'admin/two-factor.ts': {
    changeOwnTwoFactor: ['staff', (caller) => [caller, new Headers(), {}]],
    loadSecurityPage: ['staff', page],
  },
  'content/article-edits.ts': {
    saveArticle: ['content', withInput],
    restoreRevision: ['content', withInput],
    deleteArticle: ['content', withInput],
    changeArticle: ['content', withInput],
  },
  'content/article-reads.ts': {
    listArticles: ['content', alone],
    editedArticle: ['content', (caller) => [caller, nobody]],
    revisionPair: ['content', (caller) => [caller, nobody, nobody, nobody]],
  },
  'content/editorial-pages.ts': {
    loadArticlesPage: ['content', page],
    loadArticleEditor: ['content', pageWith(null)],
    loadRevisions: ['content', pageWith(nobody, nobody, nobody)],
    loadShowcasePage: ['content', page],
  },
  'content/media.ts': { uploadMedia: ['content', (caller) => [caller, { file: null, alt: null, purpose: null }]] },
  'content/showcase.ts': { changeShowcase: ['content', withInput] },
};

/** Found by the walk, and not called here: each says why. */
const notWalked: Record<string, Record<string, string>> = {
  'admin/access.ts': { requireStaff: 'the check itself, whose right is its argument (admin.test.ts, caller.test.ts)' },
  'admin/json-route.ts': {
    adminJsonWrite: 'the shell of the JSON routes, whose right is its argument: walked through each route below',
  },
};

/** Each route of /api/admin and the right it needs; the export's GET answers 405 to everyone (an export writes, a link cannot start one). */
const routes: Record<string, Record<string, StaffNeed | 'method-not-allowed'>> = {
  'articles/route.ts': { POST: 'content' },
  'bulk/route.ts': { POST: 'leads' },
  'export/route.ts': { GET: 'method-not-allowed', POST: 'leads' },
  'media/route.ts': { POST: 'content' },
  'personal-data/route.ts': { POST: 'administration' },
  'photos/[id]/route.ts': { GET: 'leads' },
  'reply-templates/route.ts': { POST: 'administration' },
  'requests/route.ts': { POST: 'leads' },
  'results/route.ts': { GET: 'leads' },
  'sessions/route.ts': { POST: 'staff' },
  'showcase/route.ts': { POST: 'content' },
  'status/route.ts': { POST: 'leads' },
  'team/route.ts': { POST: 'administration' },
  'two-factor/route.ts': { POST: 'staff' },
};

/** Each link of the back-office's bar (app/admin/layout.tsx) and the loader of the page it opens, whose right is the table's. */
const barPages: Record<string, string> = {
  '/admin': 'admin/back-office.ts#loadBackOffice',
  '/admin/statistiques': 'admin/response-stats.ts#loadStatsPage',
  '/admin/resultats': 'admin/outcome-stats.ts#loadResultsPage',
  '/admin/articles': 'content/editorial-pages.ts#loadArticlesPage',
  '/admin/vitrine': 'content/editorial-pages.ts#loadShowcasePage',
  '/admin/equipe': 'admin/team.ts#loadTeam',
  '/admin/modeles': 'admin/reply-templates.ts#loadReplyTemplatesPage',
  '/admin/journal': 'admin/audit-log.ts#loadAuditLog',
  '/admin/donnees-personnelles': 'admin/personal-data.ts#loadPersonalDataPage',
};

/** The links of the bar in what the frame renders. */
function barLinks(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(barLinks);
  if (!isValidElement(node)) return [];
  const props = node.props as { links?: { href: string }[]; children?: unknown };
  if (node.type === AdminNav) return (props.links ?? []).map((link) => link.href);
  return barLinks(props.children);
}

const keys = (table: Record<string, Record<string, unknown>>) =>
  Object.entries(table).flatMap(([file, entries]) => Object.keys(entries).map((name) => `${file}#${name}`));

// ---------------------------------------------------------------------------------------------------------------
// Who calls, and what each should meet.

type Who = { label: string; role: StaffRole | null; signedIn: boolean };
const everyone: Who[] = [
  { label: 'signed out', role: null, signedIn: false },
  { label: 'a visitor with an account', role: null, signedIn: true },
  ...staffRoles.map((role) => ({ label: role, role, signedIn: true })),
];
const personOf = (who: Who) =>
  who.role
    ? { id: `u-${who.role}`, name: `Membre ${who.role}`, email: `${who.role}@rights.test` }
    : { id: 'u-visitor', name: 'Koffi', email: 'visitor@rights.test' };

/** 'allowed', 'unauthenticated', 'forbidden', 'refused' (no reason given), 'method-not-allowed', or `failed: …`. */
type Outcome = string;
const expected = (who: Who, needs: StaffNeed | 'method-not-allowed'): Outcome => {
  if (needs === 'method-not-allowed') return needs;
  if (!who.signedIn) return 'unauthenticated';
  return (needs === 'staff' ? who.role !== null : can(who.role, needs)) ? 'allowed' : 'forbidden';
};
/** `refused` (the frame's null) says no without saying why: it matches either refusal. */
const meets = (outcome: Outcome, wanted: Outcome) =>
  outcome === wanted || (outcome === 'refused' && (wanted === 'unauthenticated' || wanted === 'forbidden'));

const accessKinds = new Set(['unauthenticated', 'expired', 'two-factor-setup', 'forbidden']);

/** What a call met: an access refusal, or past the check (an answer, or a refusal of its arguments), or a failure. */
async function outcomeOf(call: () => Promise<unknown>, { nullRefuses = false } = {}): Promise<Outcome> {
  let value: unknown;
  try {
    value = await call();
  } catch (error) {
    if (error instanceof AdminError) return accessKinds.has(error.kind) ? error.kind : 'allowed';
    // A refusal in French (a MediaRefusal is one): the arguments, not the caller.
    if (error instanceof AdminRefusal) return 'allowed';
    return `failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
  if (value instanceof ReadableStream) await value.cancel();
  if (value === null) return nullRefuses ? 'refused' : 'allowed';
  if (typeof value !== 'object' || !('state' in value)) return 'allowed';
  const shown = value as { state: string; to?: string };
  if (shown.state === 'redirect')
    return shown.to?.startsWith('/auth?retour=')
      ? 'unauthenticated'
      : shown.to === securityText.path
        ? 'two-factor-setup'
        : 'forbidden';
  if (shown.state === 'admins-only' || shown.state === 'editors-only') return 'forbidden';
  if (shown.state === 'failed') return 'failed: the page could not load';
  return 'allowed';
}

/** What a route's answer says of the caller. */
async function answerOf(response: Response): Promise<Outcome> {
  const body = await response.text();
  const message = body.startsWith('{') ? (JSON.parse(body) as { message?: string }).message : body;
  const location = response.headers.get('location') ?? '';
  if (response.status === 401 || (response.status === 303 && location.startsWith('/auth?retour=')))
    return 'unauthenticated';
  if (response.status === 403)
    return message === adminMessages.forbidden
      ? 'forbidden'
      : message === adminMessages.twoFactorSetup
        ? 'two-factor-setup'
        : `failed: 403 ${message}`;
  if (response.status === 405) return 'method-not-allowed';
  if (response.status >= 500) return `failed: ${response.status} ${message}`;
  return 'allowed';
}

describe('the walk finds every back-office function and route', () => {
  it('reads exported functions the way they are written', () => {
    const text = [
      'export async function a(caller: AdminCaller, input: unknown) {}',
      'export const b = cache(async (caller: AdminCaller) => caller);',
      'export async function c(params: Params, caller: () => Promise<AdminCaller> = currentCaller) {}',
      'export async function d(db: Db) { await requireStaff(await make(db), "leads"); }',
      'export async function e(db: Db) {}',
      'async function f(caller: AdminCaller) {}',
      'export const g = (caller: AdminCaller) => requireStaff(caller);',
    ].join('\n');
    expect(backOfficeFunctions('x.ts', text)).toEqual(['a', 'b', 'c', 'd', 'g']);
    expect(
      routeHandlers(
        'route.ts',
        'export const POST = (request: Request) => write(request);\nexport async function GET() {}\nexport const dynamic = "force-dynamic";',
      ),
    ).toEqual(['POST', 'GET']);
  });

  it('names every function found in server/, and only those', () => {
    expect(found.length).toBeGreaterThan(60);
    expect([...keys(functions), ...keys(notWalked)].sort()).toEqual([...found].sort());
  });

  it('names every route of /api/admin, and only those', () => {
    expect(foundRoutes.length).toBeGreaterThan(10);
    expect(keys(routes).sort()).toEqual([...foundRoutes].sort());
  });
});

describe.each(testDatabases)(
  'every back-office function and route against config/staff.ts, on $name',
  { timeout: 180_000 },
  (target) => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await target.open();
      db = database.db;
      state.db = db;
      outboxDir = mkdtempSync(join(tmpdir(), 'rights-outbox-'));
      const people = everyone.filter((who) => who.signedIn).map(personOf);
      await db.insert(user).values(people.map((person) => ({ ...person, emailVerified: true })));
      await db
        .insert(userRoles)
        .values(staffRoles.map((role) => ({ userId: personOf({ label: role, role, signedIn: true }).id, role })));
    }, 120_000);
    afterAll(async () => {
      await database?.destroy();
      if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
    });

    /** A caller of its own for each call, on a session of its own: a call that ends the caller's sessions ends only its. */
    const callerOf = async (who: Who): Promise<AdminCaller> =>
      who.signedIn ? { ...(await signedInCaller(db, personOf(who))), ip: '10.0.0.9' } : { db, user: null };

    it.each(Object.keys(functions))('server/%s', async (file) => {
      const loaded = (await import(join(serverDir, file))) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const wrong: string[] = [];
      for (const [name, [needs, args, options]] of Object.entries(functions[file]!)) {
        expect(loaded[name], `${file} exports ${name}`).toBeTypeOf('function');
        for (const who of everyone) {
          const caller = await callerOf(who);
          const outcome = await outcomeOf(() => loaded[name]!(...args(caller)), { nullRefuses: options?.nullRefuses });
          const wanted = expected(who, needs);
          if (!meets(outcome, wanted))
            wrong.push(`${name} as ${who.label} (needs ${needs}): ${outcome}, expected ${wanted}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('shows in the back-office’s bar exactly the pages the role opens', async () => {
      const { default: AdminLayout } = await import('@/app/admin/layout');
      const wrong: string[] = [];
      const shownToSomeone = new Set<string>();
      for (const who of everyone) {
        state.user = (await callerOf(who)).user;
        const links = barLinks(await AdminLayout({ children: null }));
        for (const href of links) {
          shownToSomeone.add(href);
          if (!barPages[href]) wrong.push(`${href}, shown to ${who.label}: a link the table does not name`);
        }
        for (const [href, key] of Object.entries(barPages)) {
          const [file, name] = key.split('#') as [string, string];
          const needs = functions[file]![name]![0];
          const shown = links.includes(href);
          if (shown !== (expected(who, needs) === 'allowed'))
            wrong.push(`${href} as ${who.label} (needs ${needs}): ${shown ? 'shown' : 'not shown'}`);
        }
      }
      expect(wrong).toEqual([]);
      expect([...shownToSomeone].sort()).toEqual(Object.keys(barPages).sort());
      for (const [href, key] of Object.entries(barPages))
        expect(readFileSync(join(appDir, href, 'page.tsx'), 'utf8'), href).toContain(key.split('#')[1]);
    });

    it.each(Object.keys(routes))('/api/admin/%s', async (file) => {
      const loaded = (await import(join(routesDir, file))) as Record<
        string,
        (request: Request, context: unknown) => Promise<Response> | Response
      >;
      const url = `http://site.test/api/admin/${dirname(file).replace('[id]', nobody)}`;
      const wrong: string[] = [];
      for (const [method, needs] of Object.entries(routes[file]!)) {
        for (const who of everyone) {
          state.user = (await callerOf(who)).user;
          const headers = {
            host: 'site.test',
            origin: 'http://site.test',
            'sec-fetch-site': 'same-origin',
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          };
          const request = new Request(url, { method, headers, ...(method === 'GET' ? {} : { body: '{}' }) });
          const outcome = await answerOf(await loaded[method]!(request, { params: Promise.resolve({ id: nobody }) }));
          const wanted = expected(who, needs);
          if (!meets(outcome, wanted))
            wrong.push(`${method} as ${who.label} (needs ${needs}): ${outcome}, expected ${wanted}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Every mail that carries lead data, for every role.

/** What a visitor typed, looked for in every mail. */
const visitor = {
  name: 'Aya Trace-Rights',
  email: 'aya.rights@example.ci',
  phone: '0700008888',
  description: 'Climatiseur-trace-44 en panne au bureau',
};
const traces = [visitor.name, visitor.email, visitor.phone, visitor.description];
// Wednesday 25 November 2026, 7:30 in Abidjan: the digest's hour. The quote came five days before: late, nobody's.
const digestAt = new Date('2026-11-25T07:30:00Z');
const created = new Date('2026-11-20T09:00:00Z');

describe.each(testDatabases)(
  'every mail carrying a visitor’s data goes to the roles with leads only, on $name',
  { timeout: 120_000 },
  (target) => {
    let database: TestDatabase;
    let db: Db;
    const members = staffRoles.map((role) => ({ role, ...personOf({ label: role, role, signedIn: true }) }));
    const leadMembers = members.filter((member) => rolesWith('leads').includes(member.role));
    const others = members.filter((member) => !rolesWith('leads').includes(member.role));
    let mails: { to: string; subject: string; text: string; html: string | null }[] = [];

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
      await db
        .insert(user)
        .values(
          members.map((member) => ({ id: member.id, name: member.name, email: member.email, emailVerified: true })),
        );
      await db.insert(userRoles).values(members.map((member) => ({ userId: member.id, role: member.role })));
      const cast = Object.fromEntries(
        await Promise.all(members.map(async (member) => [member.id, await signedInCaller(db, member)] as const)),
      );

      // The visitor's quote, through the pipeline: the team's notification and their acknowledgement. Then made five
      // days old, and a second one beside it for a bulk assignment.
      const submitted = await createRequest(
        'quote',
        {
          name: visitor.name,
          email: visitor.email,
          phone: visitor.phone,
          service: 'Energie renouvelable',
          description: visitor.description,
          source: '/devis · droits',
        },
        { db, ip: '10.0.44.1' },
      );
      expect(submitted).toMatchObject({ ok: true });
      await db.update(quotes).set({ createdAt: created }).where(eq(quotes.email, visitor.email));
      const [first] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.email, visitor.email));
      const [second] = await db
        .insert(quotes)
        .values({
          name: visitor.name,
          email: visitor.email,
          phone: visitor.phone,
          service: 'Domotique',
          description: visitor.description,
          source: '/devis · droits',
          createdAt: created,
        })
        .returning({ id: quotes.id });
      const ids = [first!.id, second!.id];

      // The escalation, then everyone's digest: the late, unassigned quotes are in it.
      expect(await escalateLateRequests(db, { now: new Date('2026-11-21T09:05:00Z') })).toBeGreaterThan(0);
      await sendDigests(db, { now: digestAt });
      // Each lead member assigns to the next one: a request from the desk, one in bulk (a mail each, with the name),
      // then both in bulk (one mail, with their count). Each starts from nobody's, so that each is a change.
      for (const [index, member] of leadMembers.entries()) {
        const next = leadMembers[(index + 1) % leadMembers.length]!;
        if (next.id === member.id) continue;
        const caller = cast[member.id]!;
        await bulkChange(caller, { action: 'assign', kind: 'quotes', ids, assignee: null });
        await changeRequest(caller, { action: 'assign', kind: 'quotes', id: ids[0], assignee: next.id });
        await bulkChange(caller, { action: 'assign', kind: 'quotes', ids: [ids[1]], assignee: next.id });
        await bulkChange(caller, { action: 'assign', kind: 'quotes', ids, assignee: null });
        await bulkChange(caller, { action: 'assign', kind: 'quotes', ids, assignee: next.id });
      }
      // A reply to the visitor, from the desk.
      await changeRequest(cast[leadMembers[0]!.id]!, {
        action: 'reply',
        kind: 'quotes',
        id: ids[0],
        subject: 'Votre devis',
        text: `Bonjour ${visitor.name}, nous passons demain.`,
      });
      mails = await db
        .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html })
        .from(outbox);
    }, 120_000);
    afterAll(async () => database?.destroy());

    const carries = (mail: (typeof mails)[number]) =>
      traces.some((trace) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`.includes(trace));

    it('has the team’s notification, the acknowledgement, the escalation, a digest and an assignment to every lead member, and the reply', () => {
      const team = new Set(Object.values(settings().notify));
      expect(mails.filter((mail) => team.has(mail.to) && carries(mail)).length).toBeGreaterThanOrEqual(2);
      expect(mails.filter((mail) => mail.to === visitor.email).length).toBeGreaterThanOrEqual(2);
      for (const member of leadMembers)
        expect(
          mails.filter((mail) => mail.to === member.email && carries(mail)).length,
          member.email,
        ).toBeGreaterThanOrEqual(leadMembers.length > 1 ? 2 : 1);
    });

    it.each(staffRoles)('a member who is %s receives the visitor’s data exactly when the role has leads', (role) => {
      const member = members.find((candidate) => candidate.role === role)!;
      const received = mails.filter((mail) => mail.to === member.email);
      if (can(role, 'leads')) expect(received.filter(carries).length).toBeGreaterThan(0);
      else expect(received).toEqual([]);
    });

    it('sends every one of these mails to lead members, the team’s addresses or the visitor only', () => {
      const allowed = new Set([
        ...leadMembers.map((member) => member.email),
        ...Object.values(settings().notify),
        visitor.email,
      ]);
      expect(mails.filter(carries).length).toBeGreaterThan(leadMembers.length + 2);
      expect(mails.filter((mail) => !allowed.has(mail.to)).map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([]);
    });

    it('gives the day’s digest to the members whose role has leads, and to nobody else', async () => {
      const rows = await db.select({ userId: digests.userId }).from(digests);
      expect(rows.map((row) => row.userId).sort()).toEqual(leadMembers.map((member) => member.id).sort());
    });

    it('offers the lead members as assignees, and refuses every other member as one', async () => {
      const caller = await signedInCaller(db, leadMembers[0]!);
      expect((await staffDirectory(caller)).map((entry) => entry.id).sort()).toEqual(
        leadMembers.map((member) => member.id).sort(),
      );
      const [quote] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(inArray(quotes.email, [visitor.email]))
        .limit(1);
      for (const other of others) {
        const refusal = await changeRequest(caller, {
          action: 'assign',
          kind: 'quotes',
          id: quote!.id,
          assignee: other.id,
        }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal, other.role).toEqual(new AdminRefusal(deskMessages.notLeadStaff));
      }
    });
  },
);
