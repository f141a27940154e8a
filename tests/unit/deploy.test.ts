/**
 * The deploy kit (deploy/): each file checked by the tool that runs it where this machine has it (systemd-analyze,
 * Caddy), and against the server's own figures (the stop grace, the photo cap, the exit code of refused settings, the
 * compiled entry). No container runtime here: the Dockerfile and compose.yaml are read, not run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PHOTOS } from '@/config/photos';
import { SERVER_ENTRY } from '@/server/build-output';
import { EXIT_BAD_SETTINGS, parseSettings } from '@/server/settings';
import { JEMALLOC, requireCommand } from '../../scripts/debian-package';

const read = (file: string) => readFileSync(`deploy/${file}`, 'utf8');
/** `Key=value` lines of a unit file, every value of a repeated key. */
const unitValues = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!);

// systemd's tools and Caddy are installed beforehand by npm run test:setup.
describe('the deploy kit', () => {
  it('has a systemd unit that systemd-analyze accepts: own user, state directory, settings file, restarts, a stop longer than the grace', () => {
    const unit = read('multitech.service');
    const verified = spawnSync(requireCommand('systemd-analyze', 'systemd'), ['verify', 'deploy/multitech.service'], {
      encoding: 'utf8',
    });
    expect([verified.status, verified.stderr.trim()]).toEqual([0, '']);
    expect(unitValues(unit, 'User')).toEqual(['multitech']);
    expect(unitValues(unit, 'StateDirectory')).toEqual(['multitech']);
    expect(unitValues(unit, 'Environment')).toContain('DATA_DIR=/var/lib/multitech');
    expect(unitValues(unit, 'EnvironmentFile')).toEqual(['/etc/multitech/site.env']);
    expect(unitValues(unit, 'Restart')).toEqual(['always']);
    expect(unitValues(unit, 'RestartPreventExitStatus')).toEqual([String(EXIT_BAD_SETTINGS)]);
    expect(unitValues(unit, 'ExecStart')).toEqual([`/usr/bin/node ${SERVER_ENTRY}`]);
    const graceSeconds = parseSettings({}).shutdownGraceMs / 1000;
    expect(Number(unitValues(unit, 'TimeoutStopSec')[0])).toBeGreaterThanOrEqual(graceSeconds + 10);
    for (const hardening of [
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'CapabilityBoundingSet=',
    ]) {
      expect(unit).toMatch(new RegExp(`^${hardening}$`, 'm'));
    }
  });

  it('has a Caddyfile that Caddy accepts, health-checked on /api/ready, with a body cap that holds three photos', () => {
    const validated = spawnSync(
      requireCommand('caddy', 'caddy'),
      ['validate', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile'],
      { encoding: 'utf8' },
    );
    expect(validated.status, validated.stderr.slice(-2000)).toBe(0);
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    const [, mebibytes] = /max_size (\d+)MiB/.exec(caddyfile)!;
    expect(Number(mebibytes) * 1024 * 1024).toBeGreaterThanOrEqual(PHOTOS.postBytes);
    const nginx = read('nginx.conf');
    const [, nginxMegabytes] = /client_max_body_size (\d+)m;/.exec(nginx)!;
    expect(Number(nginxMegabytes) * 1024 * 1024).toBeGreaterThanOrEqual(PHOTOS.postBytes);
  });

  it('runs the server on jemalloc, in the unit and in the image, at a path where Node loads it', () => {
    const preload = unitValues(read('multitech.service'), 'Environment')
      .filter((value) => value.startsWith('LD_PRELOAD='))
      .map((value) => value.slice('LD_PRELOAD='.length));
    expect(preload).toEqual([JEMALLOC.path]);
    // Node started as the unit starts it: the allocator is in its memory map, and the loader has nothing to say.
    const node = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/maps', 'utf8'))"],
      {
        encoding: 'utf8',
        env: { ...process.env, LD_PRELOAD: preload[0] },
      },
    );
    expect(node.stderr).toBe('');
    expect(node.stdout).toContain(JEMALLOC.path);
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends libjemalloc2/);
    expect(dockerfile).toMatch(/LD_PRELOAD=\/usr\/local\/lib\/libjemalloc\.so\.2/);
  });

  it('has a Dockerfile and a compose file that run the compiled server as a non-root user, with PostgreSQL healthy first', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^VOLUME \/data$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/ready/m);
    expect(dockerfile).toContain(`CMD ["node", "${SERVER_ENTRY}"]`);
    const compose = parse(read('compose.yaml')) as {
      services: Record<
        string,
        {
          healthcheck?: unknown;
          depends_on?: Record<string, { condition: string }>;
          environment?: Record<string, string>;
          stop_grace_period?: string;
        }
      >;
    };
    expect(compose.services.db!.healthcheck).toBeDefined();
    expect(compose.services.site!.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(compose.services.site!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/multitech:.*@db:5432\/multitech$/);
    expect(Number.parseInt(compose.services.site!.stop_grace_period!, 10)).toBeGreaterThanOrEqual(
      parseSettings({}).shutdownGraceMs / 1000 + 10,
    );
  });
});
