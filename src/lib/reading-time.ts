import type { MarkedToken, Token } from 'marked';
import { markdownTokens } from './markdown';

/** Words a reader reads in a minute: the usual figure for a screen, and the one the first articles' times roughly follow. */
export const WORDS_PER_MINUTE = 200;

/**
 * The minutes an article's Markdown takes to read: the words a reader sees (never Markdown syntax, addresses shown as
 * links, link destinations, images or raw HTML) at WORDS_PER_MINUTE, rounded up, at least one.
 */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(visibleText(markdown)) / WORDS_PER_MINUTE));
}

/** What the renderer shows as words; for a text it refuses to parse (containers nested by the thousand), what was typed. */
function visibleText(markdown: string): string {
  const tokens = markdownTokens(markdown);
  return tokens ? readText(tokens) : markdown;
}

/** A word: a run without spaces holding a letter or a digit (a dash or « alone is not one). */
function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The text a reader sees. Inline tokens run together (`mot\_suite` is one word); blocks are set apart by a line end. */
function readText(tokens: readonly Token[], inline = false): string {
  return tokens
    .map((generic): string => {
      // No extension is loaded, so every token is one of marked's own.
      const token = generic as MarkedToken;
      switch (token.type) {
        case 'image':
        case 'html':
        case 'def':
          return ' ';
        case 'link':
          // An address shown as itself (an autolink, a bare URL) is not read as words.
          return token.autolink ? ' ' : readText(token.tokens, true);
        case 'list':
          return token.items.map((item) => readText(item.tokens)).join('\n');
        case 'table':
          return [token.header, ...token.rows]
            .flat()
            .map((cell) => readText(cell.tokens, true))
            .join('\n');
        case 'br':
          return '\n';
        default:
          if ('tokens' in token && token.tokens) return readText(token.tokens, token.type !== 'blockquote');
          return 'text' in token && typeof token.text === 'string' ? token.text : ' ';
      }
    })
    .join(inline ? '' : '\n');
}
