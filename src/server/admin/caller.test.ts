/**
 * The caller of /admin: its session and its role are read once per request being rendered, and an outage is told
 * apart from a refusal. React's `cache` memoises only inside a server request, which React's server build marks with
 * its dispatcher: this file imports that build (as Next does for server components) and opens a request the way the
 * renderer does, one cache per request.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { user, userRoles } from '@/server/db/schema';
import { pgliteDatabase, type TestDatabase } from '../../../tests/support/databases';
import { captureLog } from '../../../tests/support/log';
import { signedInCaller } from '../../../tests/support/callers';
import type { SessionUser } from '@/server/auth/session';

const reactServer = join(process.cwd(), 'node_modules/react/cjs/react.react-server.development.js');
vi.mock('react', async () =>
  (await import('node:module')).createRequire(import.meta.url)(
    `${process.cwd()}/node_modules/react/cjs/react.react-server.development.js`,
  ),
);

const state = vi.hoisted(() => ({
  session: null as { id: string; email: string; sessionId: string } | null,
  sessionFails: false,
  sessionReads: 0,
  roleReads: 0,
  db: undefined as unknown,
}));

vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: 'session=x' }) }));
vi.mock('@/server/auth/session', () => ({
  readSession: async () => {
    state.sessionReads += 1;
    if (state.sessionFails) throw new Error('session store unavailable');
    return state.session;
  },
}));
vi.mock('@/server/auth/roles', async (importOriginal) => {
  const roles = await importOriginal<typeof import('@/server/auth/roles')>();
  return {
    ...roles,
    staffRoleOf: (...args: Parameters<typeof roles.staffRoleOf>) => {
      state.roleReads += 1;
      return roles.staffRoleOf(...args);
    },
  };
});
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => state.db,
}));

const { adminMessages } = await import('@/content/admin');
const React = createRequire(import.meta.url)(reactServer) as {
  cache: unknown;
  __SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { A: unknown };
};
const { currentCaller, requireStaff } = await import('./access');
const { loadBackOffice } = await import('./back-office');
const { getOverview, listRequests } = await import('./queries');
const { parseFilters } = await import('./filters');

/** Runs `render` as one server request: React's dispatcher, with a cache of its own (what the RSC renderer sets). */
async function inRequest<T>(render: () => Promise<T>): Promise<T> {
  const caches = new Map<() => unknown, unknown>();
  const internals = React.__SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  internals.A = {
    getCacheForType: (create: () => unknown) => {
      if (!caches.has(create)) caches.set(create, create());
      return caches.get(create);
    },
    cacheSignal: () => null,
    getOwner: () => null,
  };
  try {
    return await render();
  } finally {
    internals.A = null;
  }
}

describe('the caller of the back-office', () => {
  let database: TestDatabase;
  let admin: SessionUser;
  let member: SessionUser;
  const log = captureLog();

  beforeAll(async () => {
    database = await pgliteDatabase();
    state.db = database.db;
    await database.db.insert(user).values([
      { id: 'u-admin', name: 'chef', email: 'chef@example.ci', emailVerified: true },
      { id: 'u-member', name: 'membre', email: 'membre@example.ci', emailVerified: true },
    ]);
    await database.db.insert(userRoles).values({ userId: 'u-admin', role: 'admin' });
    admin = (await signedInCaller(database.db, { id: 'u-admin', email: 'chef@example.ci' })).user!;
    member = (await signedInCaller(database.db, { id: 'u-member', email: 'membre@example.ci' })).user!;
  }, 60_000);
  afterAll(async () => {
    log.restore();
    await database?.destroy();
  });
  beforeEach(() => {
    Object.assign(state, { session: admin, sessionFails: false, sessionReads: 0, roleReads: 0, db: database.db });
  });

  it('runs on React’s server build, as server components do', () => {
    expect(typeof React.cache).toBe('function');
  });

  it('reads the session and the role once per request, however many admin functions check them', async () => {
    const office = await inRequest(async () => {
      const loaded = await loadBackOffice({ onglet: 'devis' });
      // Anything else the same render asks (a layout, another section) gets the same caller and role.
      const caller = await currentCaller();
      await requireStaff(caller);
      await getOverview(caller);
      await listRequests(caller, parseFilters({}));
      return loaded;
    });
    expect(office).toMatchObject({ state: 'ready', me: 'u-admin', filters: { kind: 'quotes' } });
    expect(state).toMatchObject({ sessionReads: 1, roleReads: 1 });

    // The next request reads them again: a role taken away applies from there.
    await inRequest(() => loadBackOffice({}));
    expect(state).toMatchObject({ sessionReads: 2, roleReads: 2 });
  });

  it('reads at each call outside a render (route handlers), so no answer outlives its request', async () => {
    await loadBackOffice({});
    // The role check, the summary, the list, the views' counts and the staff directory each read it.
    expect(state).toMatchObject({ sessionReads: 1, roleReads: 5 });
  });

  it('sends the signed-out to /auth and back, and the signed-in without the role to /auth', async () => {
    state.session = null;
    expect(await inRequest(() => loadBackOffice({}))).toEqual({ state: 'redirect', to: '/auth?retour=/admin' });
    expect(state.roleReads).toBe(0);
    state.session = member;
    expect(await inRequest(() => loadBackOffice({}))).toEqual({ state: 'redirect', to: '/auth' });
  });

  it('shows SPEC’s load failure, never the sign-in page, when the session could not be checked', async () => {
    state.sessionFails = true;
    expect(await inRequest(() => loadBackOffice({}))).toEqual({ state: 'failed' });
    expect(adminMessages.loadFailed).toBe('Impossible de charger les données');
  });

  it('shows the load failure when the database fails after the session was read: role, summary or list', async () => {
    const failing = (failAt: number) => {
      let calls = 0;
      return new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === 'select' && ++calls >= failAt) throw new Error('database unavailable');
          return Reflect.get(target, property, receiver);
        },
      });
    };
    // 1: the role; 2: the summary's counters; 5: the list's count.
    for (const failAt of [1, 2, 5]) {
      state.db = failing(failAt);
      expect(await inRequest(() => loadBackOffice({})), `select ${failAt}`).toEqual({ state: 'failed' });
    }
    state.db = database.db;
    expect(await inRequest(() => loadBackOffice({}))).toMatchObject({ state: 'ready' });
  });
});
