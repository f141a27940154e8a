import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ATTRIBUTE, ScriptDeferral, deferHeadScripts, deferScripts } from './deferred-scripts';
import { errorShellNotice } from './error-shell';
import { errorPageText } from '@/content/errors';

// The head as Next 16 writes it (shortened), and a body with a character that UTF-8 writes in two bytes.
const head =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<title>Accueil</title><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>';
// The body ends with Next's bootstrap script, whose preload is in the head; another script's tag stays where it is.
const bodyStart = '<body><h1>Sécurité électrique</h1><script>self.__next_f.push([1,"é"])</script>';
const otherScript = '<script src="/_next/static/chunks/other.js" async=""></script>';
const body = `${bodyStart}${otherScript}<script src="/_next/static/chunks/boot.js" async=""></script></body></html>`;
const rewrittenBody = `${bodyStart}${otherScript}</body></html>`;
const loaderTag = `<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="/_next/static/chunks/react.js /_next/static/chunks/turbopack-x.js /_next/static/chunks/boot.js">`;
const rewrittenHead = deferHeadScripts(head).head;
const rewrittenPage = rewrittenHead + rewrittenBody;

describe('deferHeadScripts', () => {
  it('takes Next’s async scripts and script preload out of the head, and lists them in one loader, in order', () => {
    const rewritten = rewrittenHead;
    expect(rewritten).not.toContain('async=""');
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(rewritten).toContain(loaderTag);
    expect(rewritten.indexOf(loaderTag)).toBeGreaterThan(rewritten.indexOf('<title>'));
    expect(rewritten.endsWith('</script></head>')).toBe(true);
    // What is not Next's async JS stays: the stylesheet, the title, the nomodule polyfill.
    for (const kept of ['a.css', '<title>Accueil</title>', 'legacy.js" noModule']) expect(rewritten).toContain(kept);
  });

  it('gives the loader the nonce of Next’s tags on a page with a nonce policy, and takes the nonced bootstrap out of the body', () => {
    const nonced = head
      .replace(/ async=""><\/script>/g, ' async="" nonce="bm9uY2U="></script>')
      .replace('fetchPriority="low" href', 'fetchPriority="low" nonce="bm9uY2U=" href');
    const { head: rewritten, sources } = deferHeadScripts(nonced);
    expect(rewritten).not.toContain('async=""');
    expect(rewritten).toContain(
      `<script nonce="bm9uY2U=" ${DEFERRED_SCRIPTS_ATTRIBUTE}="/_next/static/chunks/react.js /_next/static/chunks/turbopack-x.js /_next/static/chunks/boot.js">`,
    );
    const deferral = new ScriptDeferral();
    const page = Buffer.concat([
      deferral.push(
        Buffer.from(nonced + body.replace(/ async=""><\/script>/g, ' async="" nonce="bm9uY2U="></script>')),
      ),
      deferral.finish(),
    ]).toString();
    expect(sources).toHaveLength(3);
    expect(page).not.toContain('chunks/boot.js" async');
    expect(page).toContain('chunks/other.js" async="" nonce="bm9uY2U="');
  });

  it('leaves a head without Next’s scripts, or without its end, as it is', () => {
    for (const unchanged of [
      '<html><head><title>x</title></head>',
      head.slice(0, -'</head>'.length),
      '<head><script src="https://example.com/a.js" async=""></script></head>',
    ]) {
      expect(deferHeadScripts(unchanged)).toEqual({ head: unchanged, sources: [] });
    }
  });
});

describe('ScriptDeferral', () => {
  const page = Buffer.from(head + body, 'utf8');
  const run = (cuts: number[]) => {
    const deferral = new ScriptDeferral();
    const out: Buffer[] = [];
    let from = 0;
    for (const cut of [...cuts, page.length]) {
      out.push(deferral.push(page.subarray(from, cut)));
      from = cut;
    }
    out.push(deferral.finish());
    return Buffer.concat(out).toString('utf8');
  };

  it('gives the same page wherever the stream is cut: in a tag, in </head>, inside a two-byte character', () => {
    for (let cut = 0; cut <= page.length; cut += 1) expect(run([cut]), `cut at ${cut}`).toBe(rewrittenPage);
    for (let first = 0; first < page.length; first += 7) {
      for (let second = first; second <= page.length; second += 13) expect(run([first, second])).toBe(rewrittenPage);
    }
  });

  it('holds nothing back from a page without Next’s scripts, and gives back a page whose head never ends', () => {
    const plain = Buffer.from(
      '<html><head></head><body><script src="/_next/static/chunks/a.js" async=""></script></body>',
    );
    const deferral = new ScriptDeferral();
    expect(deferral.push(plain).equals(plain)).toBe(true);
    const endless = new ScriptDeferral();
    expect(endless.push(Buffer.from('<html><body>é')).length).toBe(0);
    expect(endless.finish().toString('utf8')).toBe('<html><body>é');
  });
});

describe('deferScripts on a live response', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves one answer written by `respond`, optionally behind the compression main.ts uses, and fetches it. */
  async function serve(
    respond: (response: http.ServerResponse) => void,
    options: { compress?: boolean; gzip?: boolean } = {},
  ) {
    const compress = compression() as unknown as (
      q: http.IncomingMessage,
      r: http.ServerResponse,
      next: () => void,
    ) => void;
    server = http.createServer((request, response) => {
      const run = () => {
        deferScripts(response, { id: 'requete-0001', path: '/demande/devis' });
        respond(response);
      };
      if (options.compress) compress(request, response, run);
      else run();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', headers: options.gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            resolve({ headers: response.headers, text });
          });
        })
        .on('error', reject);
    });
  }

  it('rewrites a page streamed in pieces cut inside </head> and inside a two-byte character', async () => {
    const page = Buffer.from(head + body, 'utf8');
    const inHeadEnd = page.indexOf('</head>') + 3;
    const inAccent = page.indexOf('é', inHeadEnd) + 1;
    const { text, headers } = await serve((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(page.subarray(0, 40));
      response.write(page.subarray(40, inHeadEnd));
      response.write(page.subarray(inHeadEnd, inAccent));
      response.write(page.subarray(inAccent));
      response.end();
    });
    expect(headers['content-type']).toContain('text/html');
    expect(text).toBe(rewrittenPage);
    expect(text).toContain(loaderTag);
  });

  it('drops the length computed before the rewrite, and compression sees the rewritten page', async () => {
    // Above the 1 KB under which compression leaves an answer as it is.
    const longBody = '<body>' + '<p>Maintenance préventive</p>'.repeat(100) + '</body></html>';
    const page = head + longBody;
    const send = (response: http.ServerResponse) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(page));
      response.end(page);
    };
    const plain = await serve(send);
    expect(plain.text).toBe(rewrittenHead + longBody);
    expect(plain.headers['content-length']).toBeUndefined();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const gzipped = await serve(send, { compress: true, gzip: true });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(rewrittenHead + longBody);
  });

  it('passes anything that is not HTML through untouched, length included', async () => {
    const json = JSON.stringify({ head });
    const { text, headers } = await serve((response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-length', Buffer.byteLength(json));
      response.write(json.slice(0, 10));
      response.end(json.slice(10));
    });
    expect(text).toBe(json);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(json)));
  });

  it('ends an empty answer, and a page whose head never ends, without losing a byte', async () => {
    const empty = await serve((response) => {
      response.statusCode = 204;
      response.setHeader('content-type', 'text/html');
      response.end();
    });
    expect(empty.text).toBe('');
    const headless = '<html><body>' + 'é'.repeat(10) + '</body></html>';
    const { text } = await serve((response) => {
      response.setHeader('content-type', 'text/html');
      response.write(headless.slice(0, 15));
      response.end(headless.slice(15));
    });
    expect(text).toBe(headless);
  });

  it('writes the French notice with the request id into Next’s error page (a 5xx), with the page’s language, and into no other page', async () => {
    const errorHead = head.replace('<html lang="fr">', '<html id="__next_error__">');
    const errorBody =
      '<body><div hidden=""></div><script src="/_next/static/chunks/boot.js" async=""></script></body></html>';
    const failed = (status: number, page: string) =>
      serve((response) => {
        response.statusCode = status;
        response.setHeader('content-type', 'text/html; charset=utf-8');
        // Cut inside <body>: the notice still goes right after it.
        const cut = page.indexOf('<body>') + 3;
        response.write(page.slice(0, cut));
        response.end(page.slice(cut));
      });

    const { text } = await failed(500, errorHead + errorBody);
    expect(text).toContain('<html id="__next_error__" lang="fr">');
    expect(text).toContain(`<body>${errorShellNotice('requete-0001', '/demande/devis')}<div hidden="">`);
    expect(text).toContain(`${errorPageText.reference}<code>requete-0001</code>`);
    expect(text).toContain(errorPageText.home.label);
    expect(text).toContain(loaderTag);
    expect(text.match(/<main /g)).toHaveLength(1);

    // A page that is not Next's error page, failed or not, is only rewritten for its scripts.
    expect((await failed(500, head + body)).text).toBe(rewrittenPage);
    expect((await failed(200, errorHead + errorBody)).text).not.toContain(errorPageText.heading);
  });

  it('names the back-office’s way back on a back-office page', () => {
    expect(errorShellNotice('requete-0002', '/admin/equipe')).toContain(errorPageText.adminHome.label);
    expect(errorShellNotice('requete-0002', '/admin/equipe')).toContain(errorPageText.admin);
    expect(errorShellNotice('requete-0002', '/administration-du-site')).toContain(errorPageText.home.label);
  });
});
