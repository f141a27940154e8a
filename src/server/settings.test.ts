import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { settingsText } from '@/content/settings';
import {
  buildProblems,
  builtForAnotherSite,
  EXIT_BAD_SETTINGS,
  parseSettings,
  productionProblems,
  settingNames,
  settingsNotices,
  SettingsError,
} from './settings';

/** The lines a SettingsError gives for `env`, or [] when it parses. */
const refusals = (env: Record<string, string>) => {
  try {
    parseSettings(env);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.problems;
  }
};

const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.multitech-ivoire.ci',
  SMTP_URL: 'smtp://site:secret@mail.example.ci:587',
  NOTIFY_TO: 'equipe@multitech-ivoire.ci',
};

describe('settings', () => {
  it('have the defaults docs/settings.md gives when nothing is set, and mails go to files', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      production: false,
      port: 3000,
      shutdownGraceMs: 10_000,
      deferScripts: true,
      log: { level: 'info', format: 'json' },
      databasePoolSize: 10,
      mail: { transport: 'files', chosen: false },
      requestRateLimit: { max: 5, windowSeconds: 600 },
      staffTwoFactor: 'required',
      trustProxy: '0',
      serverLimits: {
        headersMs: 10_000,
        requestMs: 30_000,
        keepAliveMs: 5_000,
        maxConnections: 2_000,
        connectionsPerAddress: 64,
      },
      allowFaultInjection: false,
    });
    expect(settings.siteUrl.href).toBe('http://localhost:3000/');
    expect(settingsNotices(settings)).toEqual([settingsText.notices.mailFiles]);
    // Blank counts as unset.
    expect(parseSettings({ PORT: ' ', SMTP_URL: '' }).port).toBe(3000);
  });

  it('refuse every value that does not parse, each line naming its variable in French then English', () => {
    const problems = refusals({
      PORT: '80a',
      SHUTDOWN_GRACE_MS: '-5',
      DATABASE_POOL_SIZE: '0',
      STAFF_IDLE_MINUTES: 'abc',
      REQUEST_RATE_LIMIT: '5 par heure',
      LOG_LEVEL: 'bavard',
      DEFER_SCRIPTS: 'oui',
      SITE_URL: 'www.example.ci',
      SMTP_URL: 'http://mail.example.ci',
      DATABASE_URL: 'mysql://root:motdepasse-secret@db/site',
      NOTIFY_TO: 'equipe',
      TRUST_PROXY: 'pas-une-adresse',
      BETTER_AUTH_SECRET: 'court',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'SHUTDOWN_GRACE_MS',
      'DEFER_SCRIPTS',
      'LOG_LEVEL',
      'SITE_URL',
      'BETTER_AUTH_SECRET',
      'DATABASE_URL',
      'DATABASE_POOL_SIZE',
      'SMTP_URL',
      'NOTIFY_TO',
      'REQUEST_RATE_LIMIT',
      'STAFF_IDLE_MINUTES',
      'TRUST_PROXY',
    ]);
    expect(problems[0]).toBe(
      `PORT : ${settingsText.wholeNumber(0, 65_535).fr} / PORT: ${settingsText.wholeNumber(0, 65_535).en}`,
    );
    // A refused value is never repeated: it may be a password.
    expect(problems.join('\n')).not.toMatch(/motdepasse-secret|court|80a/);
    expect(refusals({ MAIL_TRANSPORT: 'smtp' })).toEqual([
      `SMTP_URL : ${settingsText.smtpMissing.fr} / SMTP_URL: ${settingsText.smtpMissing.en}`,
    ]);
  });

  it('route the team’s mails to NOTIFY_SALES_TO, NOTIFY_SUPPORT_TO and NOTIFY_URGENT_TO, each NOTIFY_TO’s when unset, and refuse what is not an address', () => {
    expect(parseSettings({ NOTIFY_TO: 'equipe@example.ci' }).notify).toEqual({
      team: 'equipe@example.ci',
      sales: 'equipe@example.ci',
      support: 'equipe@example.ci',
      urgent: 'equipe@example.ci',
    });
    expect(
      parseSettings({
        NOTIFY_TO: 'equipe@example.ci',
        NOTIFY_SALES_TO: 'ventes@example.ci',
        NOTIFY_SUPPORT_TO: ' ',
        NOTIFY_URGENT_TO: 'astreinte@example.ci',
      }).notify,
    ).toEqual({
      team: 'equipe@example.ci',
      sales: 'ventes@example.ci',
      support: 'equipe@example.ci',
      urgent: 'astreinte@example.ci',
    });
    expect(parseSettings({ NOTIFY_URGENT_TO: 'astreinte@example.ci' }).notify).toMatchObject({
      team: 'contact@multitech-ivoire.ci',
      urgent: 'astreinte@example.ci',
    });
    const problems = refusals({
      NOTIFY_SALES_TO: 'ventes',
      NOTIFY_SUPPORT_TO: 'a@b.ci, c@d.ci',
      NOTIFY_URGENT_TO: 'Astreinte <astreinte@example.ci>',
    });
    expect(problems).toEqual(
      ['NOTIFY_SALES_TO', 'NOTIFY_SUPPORT_TO', 'NOTIFY_URGENT_TO'].map(
        (name) => `${name} : ${settingsText.email.fr} / ${name}: ${settingsText.email.en}`,
      ),
    );
    // Production still asks for NOTIFY_TO itself, the team's address: the others alone do not make it.
    const names = (env: Record<string, string>) =>
      productionProblems(parseSettings(env)).map((problem) => problem.split(' ')[0]);
    expect(
      names({
        ...production,
        NOTIFY_TO: '',
        NOTIFY_SALES_TO: 'ventes@example.ci',
        NOTIFY_SUPPORT_TO: 'support@example.ci',
        NOTIFY_URGENT_TO: 'astreinte@example.ci',
      }),
    ).toEqual(['NOTIFY_TO']);
    expect(names({ ...production, NOTIFY_URGENT_TO: 'astreinte@example.ci' })).toEqual([]);
  });

  it('in production, refuse a missing or local site URL, no mail transport, no team address, and the test switches', () => {
    expect(productionProblems(parseSettings(production))).toEqual([]);
    const names = (env: Record<string, string>) =>
      productionProblems(parseSettings(env)).map((problem) => problem.split(' ')[0]);
    expect(names({ NODE_ENV: 'production' })).toEqual(['SITE_URL', 'SMTP_URL', 'NOTIFY_TO']);
    for (const local of [
      'http://www.multitech-ivoire.ci',
      'https://localhost:3000',
      'https://127.0.0.1',
      'https://[::1]:8443',
      'https://site.localhost',
    ]) {
      expect(names({ ...production, SITE_URL: local }), local).toEqual(['SITE_URL']);
      expect(names({ ...production, SITE_URL: local, ALLOW_HTTP_SITE_URL: '1' }), local).toEqual([]);
    }
    expect(names({ ...production, SMTP_URL: '', MAIL_TRANSPORT: 'files' })).toEqual([]);
    expect(names({ ...production, ALLOW_FAULT_INJECTION: '1', ALLOW_BENCH_CEILING: '1' })).toEqual([
      'ALLOW_FAULT_INJECTION',
      'ALLOW_BENCH_CEILING',
    ]);
    // Outside production, the same settings start (a first try, the tests).
    expect(productionProblems(parseSettings({}))).toEqual([]);
    expect(parseSettings({ ...production, SITE_URL: 'https://www.multitech-ivoire.ci/' }).siteUrl.origin).toBe(
      'https://www.multitech-ivoire.ci',
    );
    expect(
      refusals({ SITE_URL: 'https://www.multitech-ivoire.ci/fr' }).map((problem) => problem.split(' ')[0]),
    ).toEqual(['SITE_URL']);
  });

  it('stop a production build with a missing or local SITE_URL, and tell a server its build was made for another one', () => {
    expect(buildProblems(parseSettings({ NODE_ENV: 'production' })).map((problem) => problem.split(' ')[0])).toEqual([
      'SITE_URL',
    ]);
    expect(buildProblems(parseSettings({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }))).toHaveLength(1);
    // Mail and team address are the server's business, not the build's.
    expect(buildProblems(parseSettings({ NODE_ENV: 'production', SITE_URL: production.SITE_URL }))).toEqual([]);
    expect(buildProblems(parseSettings({}))).toEqual([]);

    const server = parseSettings(production);
    expect(builtForAnotherSite(server, 'https://www.multitech-ivoire.ci')).toBeNull();
    expect(builtForAnotherSite(server, undefined)).toBeNull();
    expect(builtForAnotherSite(server, 'http://localhost:3000')).toBe(
      `SITE_URL : ${settingsText.production.builtFor('http://localhost:3000').fr} / SITE_URL: ${settingsText.production.builtFor('http://localhost:3000').en}`,
    );
  });

  it('are read by server/settings.ts alone: no other source file reads process.env', () => {
    // Next's own variables (NEXT_RUNTIME, NEXT_PHASE, the NODE_ENV `next build` sets) are Next's to read; test and
    // benchmark tooling under tests/ and scripts/ sets up the environments it runs the server in.
    const allowed = new Set(['src/server/settings.ts', 'src/instrumentation.ts', 'next.config.ts']);
    const files = execFileSync(
      'git',
      ['grep', '-l', 'process\\.env', '--', 'src', 'next.config.ts', 'scripts/admin.ts', 'scripts/backup.ts'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean)
      .filter((file) => !file.endsWith('.test.ts') && !allowed.has(file));
    expect(files).toEqual([]);
  });

  it('are all in .env.example, which production accepts as it stands, and in the table of docs/settings.md', () => {
    const file = readFileSync('.env.example', 'utf8');
    // As it stands, and with every commented default written out: both start in production.
    for (const text of [file, file.replace(/^# (?=[A-Z_0-9]+=)/gm, '')])
      expect(productionProblems(parseSettings(parseEnv(text)))).toEqual([]);
    expect(Object.keys(parseEnv(file.replace(/^# (?=[A-Z_0-9]+=)/gm, ''))).sort()).toEqual([...settingNames].sort());
    // The first cell of each row of docs/settings.md's tables: `NAME`, or `NAME` / `OTHER`.
    const documented = readFileSync('docs/settings.md', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z_0-9]+)`/g)].map((match) => match[1]));
    for (const name of settingNames) expect(documented, name).toContain(name);
  });

  it('stop a production start of the server before it listens, every variable named on standard error, exit code 78', () => {
    // Only what a shell would pass: none of the runner's own settings.
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        SITE_URL: 'http://localhost:3000',
      },
    });
    expect(started.status).toBe(EXIT_BAD_SETTINGS);
    expect(started.stderr).toContain(settingsText.title.fr);
    expect(started.stderr).toContain(
      `SITE_URL : ${settingsText.production.siteUrlLocal.fr} / SITE_URL: ${settingsText.production.siteUrlLocal.en}`,
    );
    expect(started.stderr).toContain('SMTP_URL : ');
    expect(started.stderr).toContain('NOTIFY_TO : ');
    expect(started.stdout).toBe('');
  }, 60_000);
});
