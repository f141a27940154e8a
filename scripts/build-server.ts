// `npm run build`'s first and last steps.
//   tsx scripts/build-server.ts check   before `next build`: with NODE_ENV=production in the shell, a missing or local
//                                       SITE_URL stops the build (its static pages would carry it)
//   tsx scripts/build-server.ts         after it: compiles the server entry (src/server/main.ts) and what it imports
//                                       from src/ into one ES module that plain Node runs (no TypeScript loader at run
//                                       time; packages stay in node_modules), copies the migrations beside it, so that a
//                                       deploy of the build without src/ still migrates, and records the build's SITE_URL
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import {
  BUILD_RECORD,
  BUILT_MIGRATIONS,
  SERVER_ENTRY,
  SOURCE_MIGRATIONS,
  type BuildRecord,
} from '../src/server/build-output';
import { settingsText } from '../src/content/settings';
import { buildProblems, EXIT_BAD_SETTINGS, settingsOrExit, SettingsError } from '../src/server/settings';

const settings = settingsOrExit();

if (process.argv[2] === 'check') {
  const problems = buildProblems(settings);
  if (problems.length) {
    process.stderr.write(`${new SettingsError(problems, settingsText.buildTitle).message}\n`);
    process.exit(EXIT_BAD_SETTINGS);
  }
} else {
  rmSync(dirname(SERVER_ENTRY), { recursive: true, force: true });
  const result = await build({
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_ENTRY,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
  });
  cpSync(SOURCE_MIGRATIONS, BUILT_MIGRATIONS, { recursive: true });
  writeFileSync(BUILD_RECORD, `${JSON.stringify({ siteUrl: settings.siteUrl.origin } satisfies BuildRecord)}\n`);
  console.log(
    `server entry: ${SERVER_ENTRY} (${Object.keys(result.metafile.inputs).length} source files), migrations in ${BUILT_MIGRATIONS}, built for ${settings.siteUrl.origin}`,
  );
}
