import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { acceptedEncodings, staticAssets } from './static-assets';

const script = `//# allFunctionsCalledOnLoad\n${'self.chunk = "→".repeat(40);\n'.repeat(200)}`;

describe('the build assets from memory', () => {
  let root: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-assets-'));
    const directory = join(root, 'static');
    mkdirSync(join(directory, 'chunks'), { recursive: true });
    mkdirSync(join(directory, 'media'));
    writeFileSync(join(directory, 'chunks', 'page.js'), script);
    writeFileSync(join(directory, 'chunks', 'site.css'), 'body{color:red}'.repeat(100));
    writeFileSync(join(directory, 'media', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
    writeFileSync(join(directory, 'chunks', 'huge.js'), Buffer.alloc(3 * 1024 * 1024, 'a'));
    expect(precompress(directory)).toBe(3);
    // Written after the build step: no compressed copies beside it.
    writeFileSync(join(directory, 'chunks', 'late.js'), script);
    writeFileSync(join(root, 'secret.txt'), 'not an asset');
    const serve = staticAssets(directory);
    server = http.createServer((request, response) => {
      if (serve(request, response)) return;
      response.statusCode = 404;
      response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** A raw request: fetch would decode the body and hide which encoding came back. */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', reject);
      request.end();
    });

  it('answers brotli where the browser takes it, cached a year, with the security headers', async () => {
    const answer = await get('/_next/static/chunks/page.js?dpl=abc', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(script);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answer.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('answers gzip, or the file as it is, to a browser that does not take brotli', async () => {
    const gzip = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br;q=0, gzip' });
    expect([gzip.headers['content-encoding'], gzip.headers['content-type']]).toEqual([
      'gzip',
      'text/css; charset=UTF-8',
    ]);
    expect(gunzipSync(gzip.body).toString()).toBe('body{color:red}'.repeat(100));
    const plain = await get('/_next/static/chunks/page.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('compresses at start, with gzip, a file the build step left without copies', async () => {
    const answer = await get('/_next/static/chunks/late.js', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(script);
  });

  it('answers the font as it is, and HEAD with the headers alone', async () => {
    const font = await get('/_next/static/media/inter.woff2', { 'accept-encoding': 'gzip, br' });
    expect([font.status, font.headers['content-type'], font.headers['content-encoding'], font.body.length]).toEqual([
      200,
      'font/woff2',
      undefined,
      7,
    ]);
    const head = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-encoding']]).toEqual([200, 0, 'br']);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers 304 to a browser that holds the same file', async () => {
    const { headers } = await get('/_next/static/chunks/page.js');
    const again = await get('/_next/static/chunks/page.js', { 'if-none-match': headers.etag! });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('leaves to Next what is not a file it read at start: other names, escapes from the folder, other methods, large files', async () => {
    for (const path of [
      '/_next/static/chunks/missing.js',
      '/_next/static/../secret.txt',
      '/_next/static/%2e%2e/secret.txt',
      '/_next/static/chunks/%E0%A4%A',
      '/_next/static/chunks/page.js.br',
      '/_next/static/chunks/huge.js',
      '/_next/static/',
      '/chunks/page.js',
    ]) {
      const answer = await get(path);
      expect([path, answer.status, answer.body.toString()]).toEqual([path, 404, 'next']);
    }
    expect((await get('/_next/static/chunks/page.js', {}, 'POST')).body.toString()).toBe('next');
  });
});

describe('acceptedEncodings', () => {
  it('reads the names, and a q of 0 as a refusal', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('BR;q=0, gzip;q=0.5, identity')]).toEqual(['gzip', 'identity']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
