// Debian packages a test or a benchmark needs (Chromium, Caddy, systemd's tools): found on the PATH, or installed with
// apt-get when running as root on Debian, as CI does; never downloaded from anywhere else.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || undefined;

/** Installs `pkg` with apt-get (root on Debian only); false when this machine cannot. */
export function aptInstall(pkg: string): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`${pkg} is missing: installing Debian’s package (apt-get install -y ${pkg})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  return true;
}

/** The path of `command`, installing Debian's `pkg` first when it is missing; throws with what to install otherwise. */
export function ensureCommand(command: string, pkg: string): string {
  const found = onPath(command) ?? (aptInstall(pkg) ? onPath(command) : undefined);
  if (!found) throw new Error(`${command} is missing: install Debian’s ${pkg} package (apt-get install -y ${pkg})`);
  return found;
}
