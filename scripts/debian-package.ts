// Debian packages the tests and the benchmarks need (Chromium, Caddy, systemd's tools): found on the PATH, or installed
// with apt-get when running as root on Debian, as CI does; never downloaded from anywhere else. Tests install nothing:
// `npm run test:setup` (scripts/test-setup.ts) installs what they need once, and a test only finds it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || undefined;

/** Installs Debian's `packages` with one apt-get (root on Debian only); false when this machine cannot. */
export function aptInstall(...packages: string[]): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Missing: installing Debian’s packages (apt-get install -y ${packages.join(' ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  return true;
}

/**
 * jemalloc, Debian's libjemalloc2 on amd64 (`aarch64-linux-gnu` on arm64): the server's memory allocator in the deploy
 * kit (LD_PRELOAD). glibc's keeps what sharp's photo work and the page renders freed in its per-thread arenas; this one
 * gives it back (bench/memory.md: 965 → 698 MB after ten quotes of three photos, 774 → 439 MB 20 s after the load).
 */
export const JEMALLOC = { pkg: 'libjemalloc2', path: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2' } as const;

/** The path of `command`, which a test needs; throws with what to run when it is missing. */
export function requireCommand(command: string, pkg: string): string {
  const found = onPath(command);
  if (!found) throw new Error(`${command} is missing: run npm run test:setup (or apt-get install -y ${pkg})`);
  return found;
}
