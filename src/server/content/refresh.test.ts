/** The content's pages told to every instance (issue 33): what a notification may name, and who may ask a refresh. */
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/internal/refresh/route';
import { EVERY_PATH, isOwnRefresh, pathsOf } from './refresh';

describe('a content notification', () => {
  it('names site paths only: anything else is dropped, never refreshed', () => {
    expect(pathsOf(JSON.stringify(['/blog/un-article', '/blog/categorie/tous', EVERY_PATH]))).toEqual(['/blog/un-article', '/blog/categorie/tous', EVERY_PATH]);
    expect(pathsOf(JSON.stringify(['//evil.example/x', 'https://evil.example/', '/a b', '/a?b', 42, null, `/${'a'.repeat(400)}`]))).toEqual([]);
    expect(pathsOf('not json')).toEqual([]);
    expect(pathsOf(JSON.stringify({ paths: ['/blog'] }))).toEqual([]);
  });
});

describe('POST /api/internal/refresh', () => {
  const post = (headers: Record<string, string>) =>
    POST(new Request('http://127.0.0.1/api/internal/refresh', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(['/blog']) }));

  it('answers 404 to anyone but this process: no token, a wrong one, or from another address', async () => {
    expect((await post({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await post({ 'x-forwarded-for': '127.0.0.1', 'x-site-refresh': 'a-guess' })).status).toBe(404);
    expect(isOwnRefresh(new Headers({ 'x-site-refresh': '' }))).toBe(false);
    // The right token from another address is refused too: the route is the loopback interface's.
    const own = (globalThis as { __siteRefresh?: { token?: string } }).__siteRefresh?.token;
    expect(own).toBeTruthy();
    expect(isOwnRefresh(new Headers({ 'x-site-refresh': own! }))).toBe(true);
    expect((await post({ 'x-forwarded-for': '10.0.0.7', 'x-site-refresh': own! })).status).toBe(404);
  });
});
