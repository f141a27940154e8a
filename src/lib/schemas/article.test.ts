/**
 * The article's schema on hostile text (issue 42): characters XML 1.0 forbids are refused in every field the Atom feed
 * carries, and in the showcase's, with the French message; a text past its lines is refused with its own.
 */
import { describe, expect, it } from 'vitest';
import { editorialMessages } from '@/content/editorial';
import { showcaseMessages } from '@/content/showcase';
import { ARTICLE_LIMITS, articleSchema, lineCount } from './article';
import { forbiddenInLine, forbiddenInParagraph } from './patterns';
import { showcaseSchemas } from './showcase';

const form = {
  title: 'Un titre',
  slug: '',
  excerpt: 'Un résumé.',
  category: 'energie',
  tags: 'IA, Solaire',
  authorName: 'Awa Koné',
  authorRole: 'Ingénieure',
  publishedOn: '',
  publishedTime: '',
  body: 'Un texte.\n\nUn autre paragraphe.',
  coverId: '',
};
const messagesOf = (input: Record<string, unknown>) => {
  const parsed = articleSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

// What XML 1.0 does not allow in a document, beyond the controls the patterns always refused.
const unwritable = {
  'U+FFFE': '\ufffe',
  'U+FFFF': '\uffff',
  'a lone high surrogate': '\ud83d',
  'a lone low surrogate': '\ude00',
};

describe('the patterns of forbidden characters', () => {
  it.each(Object.entries(unwritable))('refuse %s in a line and in a paragraph', (_, character) => {
    expect(forbiddenInLine.test(`a${character}b`)).toBe(true);
    expect(forbiddenInParagraph.test(`a${character}b`)).toBe(true);
  });

  it('let through what people write: accents, emoji (a surrogate pair), U+FFFC, tabs and line breaks in a paragraph', () => {
    expect(forbiddenInLine.test('Énergie 😀 \ufffc ok')).toBe(false);
    expect(forbiddenInParagraph.test('Énergie\t😀\r\nok')).toBe(false);
  });
});

describe('the article schema', () => {
  it.each(Object.entries(unwritable))('refuses %s in each field the feed carries, in French', (_, character) => {
    for (const field of ['title', 'excerpt', 'tags', 'authorName', 'authorRole', 'body'] as const) {
      expect(messagesOf({ ...form, [field]: `${form[field]} ${character} fin` }), field).toEqual([
        `${field}: ${editorialMessages.forbidden}`,
      ]);
    }
  });

  it('takes a text of as many lines as the limit, and refuses one more line in French', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `Ligne ${index}`).join('\n');
    expect(lineCount(lines(ARTICLE_LIMITS.lines))).toBe(ARTICLE_LIMITS.lines);
    expect(messagesOf({ ...form, body: lines(ARTICLE_LIMITS.lines) })).toEqual([]);
    expect(messagesOf({ ...form, body: lines(ARTICLE_LIMITS.lines + 1) })).toEqual([
      `body: ${editorialMessages.tooManyLines(ARTICLE_LIMITS.lines)}`,
    ]);
    // 50,000 short lines fit in the characters allowed: the lines are what refuse them.
    const short = 'a\n'.repeat(50_000).trim();
    expect(short.length).toBeLessThanOrEqual(ARTICLE_LIMITS.body);
    expect(messagesOf({ ...form, body: short })).toEqual([
      `body: ${editorialMessages.tooManyLines(ARTICLE_LIMITS.lines)}`,
    ]);
    expect(editorialMessages.tooManyLines(2000)).toBe(
      'Le texte dépasse 2\u202f000\u00a0lignes\u202f: partagez-le en plusieurs articles.',
    );
  });
});

describe('the showcase schemas', () => {
  it.each(Object.entries(unwritable))('refuse %s in a line and in a paragraph, in French', (_, character) => {
    const sector = showcaseSchemas.sector.safeParse({
      title: `Énergie${character}`,
      description: 'Une description.',
      work: 'Audit',
    });
    expect(sector.success ? [] : sector.error.issues.map((issue) => issue.message)).toEqual([
      showcaseMessages.forbidden,
    ]);
    const leader = showcaseSchemas.leader.safeParse({
      name: 'Kouassi Yao',
      role: 'Directeur',
      speciality: 'Énergie',
      experience: '20 ans',
      bio: `Une bio ${character} fin.`,
    });
    expect(leader.success ? [] : leader.error.issues.map((issue) => issue.message)).toEqual([
      showcaseMessages.forbidden,
    ]);
  });
});
