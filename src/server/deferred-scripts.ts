/**
 * Next's scripts start after the first paint.
 *
 * Next puts its JavaScript in the page's <head> as async scripts (with a preload of its bootstrap script, whose tag
 * ends the body), so a phone on a slow network downloads about 150 KB of JS alongside the HTML, the stylesheet and
 * the font that the first paint needs, and the paint waits for its share of the bandwidth. This rewrite takes those
 * tags out and puts in their place one small inline loader in the head, which adds the same scripts as soon as the
 * browser reports its first contentful paint. The page is server-rendered, so what the visitor reads is all there
 * before any script runs; hydration starts after the text is on screen instead of before.
 *
 * The page streams on chunk by chunk: only the head is held until it is whole.
 */
import type http from 'node:http';
import { ERROR_SHELL_HTML, errorShellNotice } from './error-shell';

/**
 * Next's script tags: async chunks (in the head, and its bootstrap at the end of the body) and one preload. On the
 * pages with a nonce policy (server/page-nonce.ts) each carries the request's nonce, which the loader then carries too.
 */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""(?: nonce="([^"<>]*)")?><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^<>]*?href="(\/_next\/static\/[^"<>]+\.js)"[^<>]*?\/>/g;
const HEAD_END = Buffer.from('</head>');
const SCRIPT_START = Buffer.from('<script src="/_next/static/');
const SCRIPT_END = Buffer.from('</script>');
const BODY_START = Buffer.from('<body>');
/** A head larger than this is passed on as it is (Next's heads are a few kilobytes). */
const HEAD_LIMIT = 256 * 1024;
/** The most held back at the end of a body chunk, waiting for the rest of a tag. */
const TAG_LIMIT = 1024;

/** Marks the loader; its value lists the scripts, separated by spaces (tests/support/page-weight.ts reads it). */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-scripts';

/** How long after the load event the scripts start on a page that has painted nothing yet. */
const NO_PAINT_FALLBACK_MS = 3000;

/**
 * The loader: adds the scripts once the browser reports the first contentful paint, or at the load event where it
 * cannot report paints. A page with nothing to paint would never start them (Next's error page stayed blank for good
 * before error-shell.ts wrote into it), nor would a tab opened in the background: a few seconds after the load event
 * they start anyway. Not at the load itself: on a fast network the load can come a little before the paint (the text
 * waits for its font); on a slow one the paint comes well before the load.
 */
const LOADER =
  '(function(){var s=document.currentScript.getAttribute("' +
  DEFERRED_SCRIPTS_ATTRIBUTE +
  '").split(" "),d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
  'var P=self.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});' +
  'else addEventListener("load",go);addEventListener("load",function(){setTimeout(go,' +
  NO_PAINT_FALLBACK_MS +
  ')})})()';

/**
 * Rewrites a page's head: Next's async scripts and script preload leave it, and one loader lists them all. The
 * sources come back too, so that their tags can be taken out of the body (Next's bootstrap script, which the preload
 * announced). A head without Next's scripts comes back unchanged, with no sources.
 */
export function deferHeadScripts(head: string): { head: string; sources: string[] } {
  const sources = new Set<string>();
  let nonce: string | undefined;
  const take = (_tag: string, source: string, tagNonce?: string) => {
    sources.add(source);
    nonce ??= tagNonce;
    return '';
  };
  const rewritten = head
    .replace(ASYNC_SCRIPT, take)
    .replace(SCRIPT_PRELOAD, (tag: string, source: string) => take(tag, source));
  const end = rewritten.lastIndexOf('</head>');
  if (!sources.size || end < 0) return { head, sources: [] };
  // With a nonce policy, the loader runs by the nonce, and the scripts it adds by 'strict-dynamic'.
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''} ${DEFERRED_SCRIPTS_ATTRIBUTE}="${[...sources].join(' ')}">${LOADER}</script>`;
  return { head: rewritten.slice(0, end) + loader + rewritten.slice(end), sources: [...sources] };
}

/**
 * One page on its way out, chunk by chunk: the head is held until it is whole, then rewritten; in the body, the tags
 * of scripts the loader already lists are taken out (a tag cut between two chunks is held until its end arrives).
 */
export class ScriptDeferral {
  private state: 'head' | 'body' | 'through' = 'head';
  private held: Buffer = Buffer.alloc(0);
  private listed = new Set<string>();
  /** Written after `<body>` when the page is Next's error page (error-shell.ts); cleared once written. */
  private notice: string | undefined;

  constructor(errorNotice?: string) {
    this.notice = errorNotice;
  }

  /** Takes the next bytes of the page; gives back the bytes to send now (maybe none). */
  push(chunk: Buffer): Buffer {
    if (this.state === 'through') return chunk;
    const data = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    this.held = Buffer.alloc(0);
    if (this.state === 'head') {
      const close = data.indexOf(HEAD_END);
      if (close < 0) {
        if (data.length <= HEAD_LIMIT) {
          this.held = data;
          return Buffer.alloc(0);
        }
        this.state = 'through';
        return data;
      }
      const cut = close + HEAD_END.length;
      const { head, sources } = deferHeadScripts(data.subarray(0, cut).toString('utf8'));
      if (!sources.length) {
        this.state = 'through';
        return data;
      }
      this.listed = new Set(sources);
      this.state = 'body';
      const errorShell = head.includes(ERROR_SHELL_HTML);
      if (!errorShell) this.notice = undefined;
      return Buffer.concat([
        Buffer.from(
          errorShell ? head.replace(ERROR_SHELL_HTML, ERROR_SHELL_HTML.replace('>', ' lang="fr">')) : head,
          'utf8',
        ),
        this.body(data.subarray(cut)),
      ]);
    }
    return this.body(data);
  }

  /** What is still held, at the end of the page. */
  finish(): Buffer {
    const rest = this.held;
    this.held = Buffer.alloc(0);
    this.state = 'through';
    return rest;
  }

  private body(data: Buffer): Buffer {
    // Held back: a tag not yet closed, or a script tag of Next's not yet followed by its </script>. '<' is one byte in
    // UTF-8, never part of another character, so the cut falls between characters.
    const open = data.lastIndexOf('<');
    const script = data.lastIndexOf(SCRIPT_START);
    let hold = open >= 0 && data.indexOf('>', open) < 0 ? open : data.length;
    if (script >= 0 && data.indexOf(SCRIPT_END, script) < 0) hold = Math.min(hold, script);
    let ready = data;
    if (hold < data.length && data.length - hold <= TAG_LIMIT) {
      this.held = Buffer.from(data.subarray(hold));
      ready = data.subarray(0, hold);
    }
    if (this.notice !== undefined) {
      const body = ready.indexOf(BODY_START);
      if (body >= 0) {
        const after = body + BODY_START.length;
        ready = Buffer.concat([ready.subarray(0, after), Buffer.from(this.notice, 'utf8'), ready.subarray(after)]);
        this.notice = undefined;
      }
    }
    if (!ready.includes(SCRIPT_START)) return ready;
    // Latin-1 maps each byte to one character and back, so a chunk that starts inside a character comes out whole.
    const text = ready
      .toString('latin1')
      .replace(ASYNC_SCRIPT, (tag, source: string) => (this.listed.has(source) ? '' : tag));
    return Buffer.from(text, 'latin1');
  }
}

type Callback = (error?: Error | null) => void;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse;

const isHtml = (response: http.ServerResponse) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/html');
const bytes = (chunk: unknown, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array);

/**
 * Makes one response rewrite its page on the way out. Call it before the app writes anything, between the app and the
 * compression, which must see the rewritten bytes. Anything but HTML passes through untouched.
 */
export function deferScripts(response: http.ServerResponse, request: { id: string; path: string }) {
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  /** undefined until the first write says whether this is a page. */
  let deferral: ScriptDeferral | null | undefined;

  const page = () => {
    if (deferral === undefined) {
      // A failed page (5xx) may be Next's error page: the notice is written into it (error-shell.ts).
      deferral = isHtml(response)
        ? new ScriptDeferral(response.statusCode >= 500 ? errorShellNotice(request.id, request.path) : undefined)
        : null;
      // The length Next computed is that of the page before the rewrite.
      if (deferral && !response.headersSent) response.removeHeader('content-length');
    }
    return deferral;
  };

  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const rewriting = page();
    if (!rewriting) return write(chunk, encoding, callback);
    const done = (typeof encoding === 'function' ? encoding : callback) as Callback | undefined;
    const data = rewriting.push(bytes(chunk, encoding));
    if (data.length) return write(data, done);
    if (done) queueMicrotask(() => done());
    return true;
  }) as typeof response.write;

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const rewriting = chunk == null ? deferral : page();
    if (!rewriting) return end(chunk, encoding, callback);
    const last = Buffer.concat([
      chunk == null ? Buffer.alloc(0) : rewriting.push(bytes(chunk, encoding)),
      rewriting.finish(),
    ]);
    return last.length ? end(last, callback) : end(callback);
  }) as typeof response.end;
}
