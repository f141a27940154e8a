// `npm test`: every check, in the order that fails fastest, each phase timed. The type check and the lint run side by
// side (one core each); the rest use both cores in turn. The times are printed at the end and kept in
// .cache/test-times.txt (`npm run test:times` prints the last run's). Any phase runs alone: `npm run test:<phase>`.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

type Phase = { name: string; script: string };
const phases: Phase[][] = [
  [{ name: 'setup', script: 'test:setup' }],
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'other Node lines', script: 'test:node' }],
];

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** Runs `npm run script`; alongside others, its output is held and printed whole when it ends. */
function run({ script }: Phase, alongside: boolean): Promise<{ code: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (alongside) process.stdout.write(Buffer.concat(output));
      resolve({ code: code ?? 1, ms: Date.now() - started });
    });
  });
}

const times: string[] = [];
const startedAt = Date.now();
let failed: string | undefined;
for (const group of phases) {
  const results = await Promise.all(group.map((phase) => run(phase, group.length > 1)));
  results.forEach(({ code, ms }, index) => {
    const { name } = group[index]!;
    times.push(`${name.padEnd(18)} ${minutes(ms).padStart(12)}${code === 0 ? '' : '  FAILED'}`);
    console.log(`\n== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes(ms)}\n`);
    if (code !== 0) failed ??= name;
  });
  if (failed) break;
}
times.push(`${'total'.padEnd(18)} ${minutes(Date.now() - startedAt).padStart(12)}`);
const summary = `npm test, ${new Date().toISOString()}${failed ? `: ${failed} failed` : ''}\n${times.join('\n')}\n`;
console.log(`\n${summary}`);
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/test-times.txt', summary);
process.exit(failed ? 1 : 0);
