import { describe, expect, it } from 'vitest';
import { seedArticles as articles } from '../../tests/support/seed-articles';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (count: number, word = 'mot') => Array.from({ length: count }, () => word).join(' ');

describe('readingMinutes', () => {
  it('counts 200 words a minute, rounded up, at least one', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('   \n\n')).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(400))).toBe(2);
    expect(readingMinutes(words(1001))).toBe(6);
  });

  it('counts the words a reader sees, not the Markdown syntax', () => {
    // 200 words in markup: headings, emphasis, lists, quotes, tables, a link's text.
    const marked = [
      `## ${words(10)}`,
      `**${words(10)}** *${words(10)}* ~~${words(10)}~~`,
      `- ${words(10)}\n- [ ] ${words(10)}\n1. ${words(10)}`,
      `> ${words(10)}\n> ${words(10)}`,
      `| ${words(5)} | ${words(5)} |\n| --- | :-: |\n| ${words(5)} | ${words(5)} |`,
      `[${words(10)}](/services/climatisation "${words(50)}")`,
      words(80),
    ].join('\n\n');
    expect(readingMinutes(marked)).toBe(1);
    expect(readingMinutes(`${marked} mot`)).toBe(2);
  });

  it('leaves out addresses, link destinations, images, definitions and raw HTML', () => {
    const extra = [
      'https://exemple.ci/une/longue/adresse <https://exemple.ci/autre> www.exemple.ci contact@exemple.ci',
      `![${words(50)}](/media/photo.webp)`,
      `[ref]: https://exemple.ci/reference "${words(50)}"`,
      `<div class="encart">\n${words(50)}\n</div>`,
      `Un <span title="${words(50)}">mot</span>`,
    ].join('\n\n');
    expect(readingMinutes(`${words(198)}\n\n${extra}`)).toBe(1);
    expect(readingMinutes(`${words(199)}\n\n${extra}`)).toBe(2);
  });

  it('does not glue words across blocks, nor split them at escapes or inline markup', () => {
    // 200 words once each block and each line stands apart; the escaped and emphasised words count once.
    const text = `# ${words(99)}\n${words(99)}\nmot\\_suite\n***\nl’**eau**`;
    expect(readingMinutes(text)).toBe(1);
    expect(readingMinutes(`${text} mot`)).toBe(2);
  });

  it('counts what was typed in a text the renderer refuses to parse', () => {
    expect(readingMinutes(`${'- '.repeat(50_000)}${words(300)}`)).toBe(2);
  });

  it('gives the nine first articles about the reading times they declare', () => {
    for (const article of articles) {
      expect(Math.abs(readingMinutes(article.body) - article.readTime), `article ${article.id}`).toBeLessThanOrEqual(1);
    }
  });
});
