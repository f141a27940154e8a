import type { MarkedToken, Token } from 'marked';
import { markdownTokens } from './markdown';

/**
 * French typography of what staff type in the back-office (issue 33), applied when it is saved and never refused.
 *
 * The house style is the one of the nine first articles (content/blog): a narrow no-break space (U+202F) before
 * ; : ! ? and a no-break space (U+00A0) inside « », typographic apostrophes, and the ellipsis character. A text typed
 * that way comes out byte-identical, and applying the function twice gives what applying it once gave.
 *
 * With `markdown`, what marked (the renderer's parser, lib/markdown.ts) reads as code, an address, a link destination,
 * raw HTML or an escape is kept exactly as typed, and a top-level block whose Markdown structure the rules would change
 * is kept as typed too: typography never changes what the Markdown says.
 */
export function frenchTypography(text: string, { markdown }: { markdown: boolean }): string {
  const source = text.replace(/\r\n?/g, '\n');
  if (!markdown) return withSpansKept(source, patternSpans(source), prose);
  const blocks = markdownTokens(source);
  // A text the renderer refuses to parse (containers nested by the thousand) is saved as typed.
  if (!blocks || blocks.map((block) => block.raw).join('') !== source) return source;
  return blocks.map(typedBlock).join('');
}

const NARROW = '\u202f';
const NO_BREAK = '\u00a0';
/** Stands for a kept span while the rules run: a character that is neither a letter nor a space. */
const KEPT = '\ufffc';

/** The rules, on prose where each kept span is one KEPT character. Each rule is a fixed point of itself. */
function prose(text: string): string {
  return (
    text
      // Three dots, but not right after an address: marked would read the … as part of it.
      .replace(/(?<![.\ufffc])\.\.\.(?!\.)/g, '…')
      // l'eau, aujourd'hui, l'**eau**: an apostrophe between letters.
      .replace(/(?<=\p{L})'(?=[*_]*\p{L})/gu, '’')
      // "mot" → « mot »: a pair of straight double quotes on one line, opening at a word's start and closing at its end,
      // around something that reads. Any other straight quote is left as typed (inches, a lone quote).
      .replace(/(^|[\s(\[*_«])"([^"\n]+)"(?=$|[\s.,;:!?)\]…*_»])/gm, (quote, before: string, inside: string) =>
        /[\p{L}\p{N}\ufffc]/u.test(inside) ? `${before}«${inside.trim()}»` : quote,
      )
      .replace(/«[ \t\u00a0\u202f]*(?=\S)/g, `«${NO_BREAK}`)
      // No space goes right after the markers that open a line (#, -, 1., >): marked would read `#\u202f:` as a heading.
      // That look-behind comes last, so that it runs only where the punctuation is, and stays linear.
      .replace(/(?<=\S)[ \t\u00a0\u202f]*»(?<!^[ \t>#*+\-\d.)]*[#*+\->.)][ \t\u00a0\u202f]*»)/gm, `${NO_BREAK}»`)
      // ; : ! ? (or a run of them: ?!) after a word, before a space, the end or closing punctuation: so 12:30, 1:2,
      // http://, tel:+225, a?b=c and the ! of an image's ![ stay as typed.
      .replace(
        /(?<=[^\s([«])[ \t\u00a0\u202f]*([;:!?]+)(?<!^[ \t>#*+\-\d.)]*[#*+\->.)][ \t\u00a0\u202f]*[;:!?]+)(?=[\s*_~)\]»,.…]|$)/gm,
        `${NARROW}$1`,
      )
  );
}

type Span = readonly [start: number, end: number];

/** Addresses, e-mail addresses and HTML character references typed as text, and any KEPT already in the text. */
function patternSpans(text: string): Span[] {
  const patterns = [
    /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"«»]*[^\s<>"«».,;:!?)\]'’*_]/g,
    /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
    /&(?:#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z][a-zA-Z\d]{1,31});/g,
    /\ufffc/g,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const),
  );
}

/** A top-level block with the rules applied, or as typed when they would change its Markdown structure. */
function typedBlock(block: Token): string {
  const spans = keptSpans(block) ?? [[0, block.raw.length] as const];
  const typed = withSpansKept(block.raw, [...spans, ...patternSpans(block.raw)], prose);
  return typed === block.raw || shape(typed) === shape(block.raw) ? typed : block.raw;
}

/** The Markdown structure of a text: its tokens but the plain text ones, in order, with heading levels and addresses. */
function shape(markdown: string): string | null {
  const tokens = markdownTokens(markdown);
  if (!tokens) return null;
  const parts: string[] = [];
  const walk = (generic: Token) => {
    const token = generic as MarkedToken; // No extension is loaded, so every token is one of marked's own.
    if (token.type !== 'text' || token.tokens) {
      parts.push(
        token.type === 'heading'
          ? `h${token.depth}`
          : token.type === 'link' || token.type === 'image'
            ? `${token.type}(${token.href})`
            : token.type,
      );
    }
    children(token).forEach(walk);
  };
  tokens.forEach(walk);
  return parts.join(' ');
}

/** A token's children, in reading order: a list's items, a table's cells, any other's inline or block tokens. */
function children(generic: Token): Token[] {
  const token = generic as MarkedToken;
  if (token.type === 'list') return token.items;
  if (token.type === 'table') return [...token.header, ...token.rows.flat()].flatMap((cell) => cell.tokens);
  return 'tokens' in token && token.tokens ? token.tokens : [];
}

/** Token types whose source is kept as typed: code, raw HTML, link definitions, rules, backslash escapes. */
const keptTypes = new Set(['code', 'codespan', 'html', 'def', 'hr', 'escape']);

/**
 * The spans of a top-level block to keep, or null when one cannot be placed. Tokens carry their source (`raw`) but not
 * its place, and a container (list item, block quote) hands its children their text without its markers and
 * indentation; so each token is found line by line, in reading order, after the one before it. A block where a token
 * cannot be found that way (a table cell with an escaped pipe, for example) is kept whole.
 */
function keptSpans(block: Token): Span[] | null {
  const text = block.raw;
  const spans: Span[] = [];
  let cursor = 0;
  const find = (raw: string, keep: boolean): boolean => {
    for (const line of raw.split('\n')) {
      if (!line) continue;
      const at = text.indexOf(line, cursor);
      if (at < 0) return false;
      if (keep) spans.push([at, at + line.length]);
      cursor = at + line.length;
    }
    return true;
  };
  const visit = (generic: Token): boolean => {
    const token = generic as MarkedToken;
    if (keptTypes.has(token.type)) return find(token.raw, true);
    if (token.type === 'link' || token.type === 'image') {
      // The link's text is prose; what follows its `]` (destination and title, or a reference) is kept. An autolink,
      // or a text the lexer rewrote (escaped brackets), is kept whole.
      const opening = `${token.type === 'image' ? '!' : ''}[${token.text}]`;
      if ((token.type === 'link' && token.autolink) || !token.raw.startsWith(opening)) return find(token.raw, true);
      return token.tokens.every(visit) && find(token.raw.slice(opening.length), true);
    }
    if (token.type === 'table') {
      return (
        token.header.every((cell) => cell.tokens.every(visit)) &&
        find(token.raw.split('\n')[1] ?? '', true) &&
        token.rows.every((row) => row.every((cell) => cell.tokens.every(visit)))
      );
    }
    const inside = children(token);
    return inside.length > 0 ? inside.every(visit) : find(token.raw, false);
  };
  try {
    return visit(block) ? spans : null;
  } catch {
    return null; // Nesting deeper than the stack.
  }
}

/** Runs `rules` on `text` with each span (merged when they overlap) kept as it is. */
function withSpansKept(text: string, spans: Span[], rules: (text: string) => string): string {
  const merged: [number, number][] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else if (end > start) merged.push([start, end]);
  }
  const kept: string[] = [];
  let masked = '';
  let at = 0;
  for (const [start, end] of merged) {
    masked += text.slice(at, start) + KEPT;
    kept.push(text.slice(start, end));
    at = end;
  }
  masked += text.slice(at);
  let index = 0;
  return rules(masked).replace(/\ufffc/g, () => kept[index++]!);
}
