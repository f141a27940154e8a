/**
 * The per-address sign-in lockout, over HTTP: five failed sign-ins on one address, from five addresses, and that
 * address waits, whatever the IP it comes from next, even with the right password. An address without an account
 * behaves the same, so the lockout tells nothing of who has one.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { authMessages } from '../../src/content/auth';
import { SIGN_IN_LOCKOUT } from '../../src/config/security';
import { uniqueIp } from './support';

const run = promisify(execFile);

const signIn = (baseURL: string, email: string, password: string, ip = uniqueIp()) =>
  fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

const answer = async (response: Response) => ({ status: response.status, ...((await response.json()) as { code: string; message: string }) });

test('five failed sign-ins lock the address for every IP, and an unknown address is locked just the same', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const email = `verrou-${Date.now()}@example.ci`;
  const password = 'verrou-secret-1';
  await run('npx', ['tsx', 'scripts/admin.ts', 'create', email, password], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', DATABASE_URL: '' },
  });
  const unknown = `personne-${Date.now()}@example.ci`;

  for (const address of [email, unknown]) {
    for (let failure = 0; failure < SIGN_IN_LOCKOUT.failures; failure += 1) {
      expect(await answer(await signIn(baseURL!, address, 'mauvais-mot-de-passe'))).toMatchObject({ status: 401, message: authMessages.invalidCredentials });
    }
    // Two more IPs, the right password for the account: the address waits.
    for (const ip of [uniqueIp(), uniqueIp()]) {
      const refused = await signIn(baseURL!, address, address === email ? password : 'nimporte-quoi', ip);
      expect(refused.headers.get('retry-after')).toBe(String(SIGN_IN_LOCKOUT.firstWaitMinutes * 60));
      expect(await answer(refused)).toEqual({ status: 429, code: 'ACCOUNT_LOCKED', message: authMessages.addressLocked(SIGN_IN_LOCKOUT.firstWaitMinutes) });
    }
  }
  // Other addresses still sign in.
  const other = `libre-${Date.now()}@example.ci`;
  await run('npx', ['tsx', 'scripts/admin.ts', 'create', other, password], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', DATABASE_URL: '' },
  });
  expect((await signIn(baseURL!, other, password)).status).toBe(200);
});

test('the lockout cannot be stepped around by spelling the endpoint another way', async ({ baseURL }) => {
  const email = `orthographe-${Date.now()}@example.ci`;
  for (let failure = 0; failure < SIGN_IN_LOCKOUT.failures; failure += 1) expect((await signIn(baseURL!, email, 'mauvais')).status).toBe(401);
  for (const path of ['/api/auth/sign-in/email/', '/api/auth/sign-in/email?x=1', '/api/auth//sign-in/email']) {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL!, 'x-forwarded-for': uniqueIp() },
      body: JSON.stringify({ email, password: 'mauvais' }),
    });
    expect(response.status, path).not.toBe(200);
    expect(response.status, path).not.toBe(401);
  }
});
