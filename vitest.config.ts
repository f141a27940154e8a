import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import ProcessesFirst from './tests/support/processes-first';

/**
 * Two projects. `pure`: tests that open no database and start no process (content, lib, config, most of components
 * and app), in threads, for the inner loop (`npm run test:unit -- --project pure`). `database`: the rest, each suite
 * on a copy of the run's template database (tests/support/database-templates.ts), in forked processes with longer
 * timeouts. A file is sorted by what it reads: one that names the test databases, opens one, or starts a process is a
 * database test; so is one that names the SMTP test server or sets the umask (not allowed in a worker thread).
 */
const roots = ['src', 'tests/unit'];
const testFiles = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `${root}/${path}`),
);
const touchesTheSystem =
  /support\/databases|openDatabase|getDb\b|getDatabase|child_process|support\/smtp|node:net\b|node:worker_threads|process\.umask/;
const pureFiles = testFiles.filter((file) => !touchesTheSystem.test(readFileSync(file, 'utf8')));
const include = roots.map((root) => `${root}/**/*.test.ts`);

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The database suites wait on
    // PGlite's file copies and PostgreSQL as much as they compute, so both cores are kept busy with one more worker.
    maxWorkers: 3,
    reporters: ['default', './tests/support/slowest-files.ts'],
    sequence: { sequencer: ProcessesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: pureFiles,
          pool: 'threads',
          testTimeout: 10_000,
          // A pure test that reaches for the process's database fails at once instead of creating one.
          env: { DATABASE_URL: 'postgres://pure-tests-open-no-database.invalid:1/none' },
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include,
          exclude: pureFiles,
          pool: 'forks',
          globalSetup: ['./tests/support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
