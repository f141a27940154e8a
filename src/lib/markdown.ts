import { Marked, type RendererObject, type Token } from 'marked';
import { MEDIA } from '@/config/media';

/**
 * Markdown to HTML. The public pages render it on the server (the browser gets HTML, never the parser); the
 * back-office's article editor renders its preview in the browser, so this module imports nothing of the server.
 * Since issue 33 staff write articles in the back-office, so the Markdown is not trusted, and marked (which passes raw
 * HTML through, and writes any link destination) is held to these rules:
 * - raw HTML, block or inline, comments included, is shown as the text that was typed, never as markup;
 * - a link keeps its address only for https:, http:, mailto:, tel:, a path of the site (`/…`, not `//…`) or an anchor
 *   (`#…`); any other link is its text alone. An absolute http(s) address gets rel="noopener noreferrer": the site's
 *   own pages are linked by path, and the module cannot know the site's host without the server's settings;
 * - an image is shown only from the site's own `/media/` files, lazily; any other is its text alternative alone.
 * The address checked is the one the browser will follow: character references decoded, then percent-encoded as marked
 * does, then written with every `&` escaped, so that no reference left in the attribute can change it.
 */

const references: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A link destination with its numeric and basic named character references decoded; other names stay as written. */
function decodeReferences(destination: string): string {
  return destination.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (_reference, decimal?: string, hex?: string, name?: string) => {
      if (name) return references[name]!;
      const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/** Percent-encodes as marked does (spaces, controls, backslashes, quotes, non-ASCII), keeping escapes already written. */
function encoded(destination: string): string | null {
  try {
    return encodeURI(destination).replace(/%25/g, '%');
  } catch {
    return null; // A lone surrogate.
  }
}

/** Whether a browser can follow the address (URL.canParse, for browsers older than it: the preview runs in one). */
function parses(href: string): boolean {
  try {
    return Boolean(new URL(href));
  } catch {
    return false;
  }
}

/** The address a link may keep, or null. */
function linkAddress(destination: string): string | null {
  const href = encoded(decodeReferences(destination));
  if (href === null) return null;
  if (/^https?:/i.test(href)) return parses(href) ? href : null;
  return /^(?:mailto:|tel:|#|\/(?![/\\]))/i.test(href) ? href : null;
}

/** The address of an image of the site's own media files, or null. */
function mediaAddress(destination: string): string | null {
  const src = encoded(decodeReferences(destination));
  if (!src?.startsWith(`${MEDIA.path}/`)) return null;
  const segments = src.split(/[?#]/)[0]!.split('/');
  return segments.some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment)) ? null : src;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or a text attribute, as marked escapes it: a character reference already written (`&amp;`, `&#160;`) is kept. */
const escapeText = (text: string) =>
  text.replace(/[<>"']|&(?!#\d{1,7};|#[xX][\da-fA-F]{1,6};|\w+;)/g, (character) => escapes[character]!);
/** Exactly the characters given: every `&` escaped too. */
const escapeAll = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

const renderer: RendererObject = {
  html({ text, block }) {
    return block ? `<p>${escapeAll(text.trim())}</p>\n` : escapeAll(text);
  },
  link({ href, title, text, tokens, autolink }) {
    const content = autolink ? escapeAll(text) : this.parser.parseInline(tokens);
    const address = linkAddress(href);
    if (address === null) return content;
    const titled = title ? ` title="${escapeText(title)}"` : '';
    const rel = /^https?:/i.test(address) ? ' rel="noopener noreferrer"' : '';
    return `<a href="${escapeAll(address)}"${titled}${rel}>${content}</a>`;
  },
  image({ href, title, tokens }) {
    const alt = this.parser.parseInline(tokens, this.parser.textRenderer);
    const address = mediaAddress(href);
    if (address === null) return escapeText(alt);
    const titled = title ? ` title="${escapeText(title)}"` : '';
    return `<img src="${escapeAll(address)}" alt="${escapeText(alt)}"${titled} loading="lazy" decoding="async">`;
  },
};

const marked = new Marked({ gfm: true, async: false }).use({
  renderer,
  walkTokens(token) {
    // `escaped` tells the renderer a text or a code is HTML already. The lexer sets it on text inside raw HTML
    // (<pre>, <script>…), which here is shown as text, so nothing is ever written out unescaped.
    if ('escaped' in token) token.escaped = false;
  },
});

/**
 * A line opening containers (lists, quotes) nested deeper than any article needs. marked reads each level by recursion:
 * a few thousand make it spend a second and then overflow the stack, so such a text is not parsed at all. A rule
 * (`- - - -…`, `* * *…`) is no container.
 */
const tooDeep = /^(?![ \t]*([-*_])(?:[ \t]*\1)*[ \t]*$)[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+|>[ \t]*){32}/m;

/** The tokens this renderer reads (for typography and reading time to read the same), or null for a text it refuses. */
export function markdownTokens(markdown: string): Token[] | null {
  if (tooDeep.test(markdown)) return null;
  try {
    return marked.lexer(markdown);
  } catch {
    return null;
  }
}

export function renderMarkdown(markdown: string): string {
  // A text marked cannot read is shown as typed.
  const asTyped = `<p>${escapeAll(markdown)}</p>\n`;
  if (tooDeep.test(markdown)) return asTyped;
  try {
    return marked.parse(markdown) as string;
  } catch {
    return asTyped;
  }
}
