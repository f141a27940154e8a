import { describe, expect, it } from 'vitest';
import { seedArticles as articles } from '../../tests/support/seed-articles';
import { renderMarkdown } from './markdown';
import { frenchTypography } from './typography';

const markdown = (text: string) => frenchTypography(text, { markdown: true });
const plain = (text: string) => frenchTypography(text, { markdown: false });
/** Readable expectations: ⍽ for the narrow no-break space U+202F, · for the no-break space U+00A0. */
const shown = (text: string) => text.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '·');
const typed = (text: string) => text.replace(/⍽/g, '\u202f').replace(/·/g, '\u00a0');

describe('frenchTypography: the house style', () => {
  it('leaves the nine first articles byte-identical: bodies, titles, excerpts and tags', () => {
    expect(articles).toHaveLength(9);
    for (const article of articles) {
      expect(markdown(article.body) === article.body, `body ${article.id}`).toBe(true);
      expect(plain(article.title), `title ${article.id}`).toBe(article.title);
      expect(plain(article.excerpt), `excerpt ${article.id}`).toBe(article.excerpt);
      for (const tag of article.tags) expect(plain(tag), `tag ${article.id}`).toBe(tag);
    }
  });

  it('puts a narrow no-break space before ; : ! ? and a no-break space inside « »', () => {
    const cases: [string, string][] = [
      ['Attention!', 'Attention⍽!'],
      ['Attention !', 'Attention⍽!'],
      ['Attention   !', 'Attention⍽!'],
      ['Attention\u00a0!', 'Attention⍽!'],
      ['Vraiment?! Oui !!', 'Vraiment⍽?! Oui⍽!!'],
      ['La condition: mesurer', 'La condition⍽: mesurer'],
      ['La condition : mesurer', 'La condition⍽: mesurer'],
      ['La condition\u00a0: mesurer', 'La condition⍽: mesurer'],
      ['Les gains ; les pertes', 'Les gains⍽; les pertes'],
      ['Les gains; les pertes', 'Les gains⍽; les pertes'],
      ['Résultat :\nla suite', 'Résultat⍽:\nla suite'],
      ['« mot»', '«·mot·»'],
      ['«mot»', '«·mot·»'],
      ['«\u202fmot\u202f»', '«·mot·»'],
      ['«   mot   »', '«·mot·»'],
      ['(« mot »)', '(«·mot·»)'],
      ['« Pourquoi ? », dit-il.', '«·Pourquoi⍽?·», dit-il.'],
      ['« mot » : la suite', '«·mot·»⍽: la suite'],
      ['(99,9 %) : oui', '(99,9 %)⍽: oui'],
    ];
    for (const [input, output] of cases) expect(shown(plain(input)), input).toBe(output);
  });

  it('types apostrophes, ellipses and pairs of straight double quotes', () => {
    const cases: [string, string][] = [
      ["l'eau d'aujourd'hui", 'l’eau d’aujourd’hui'],
      ['Et ensuite...', 'Et ensuite…'],
      ['Une pause... puis', 'Une pause… puis'],
      ['Il dit "bonjour, toi" !', 'Il dit «·bonjour, toi·»⍽!'],
      ['Un " mot " espacé', 'Un «·mot·» espacé'],
      ['("mot")', '(«·mot·»)'],
      ['Un écran de 24" et un de 27"', 'Un écran de 24" et un de 27"'],
      ['Un seul " guillemet', 'Un seul " guillemet'],
      ['Vide "" ici', 'Vide "" ici'],
    ];
    for (const [input, output] of cases) expect(shown(plain(input)), input).toBe(output);
  });

  it('leaves alone what is not French punctuation: times, ratios, addresses, dashes, four dots', () => {
    for (const text of [
      'De 12:30 à 14:00',
      'Un ratio 1:2 et du 16:9',
      'Le préfixe http:// et https://',
      'Voir https://exemple.ci/page?x=1&y=2#haut',
      'Écrire à mailto:contact@exemple.ci ou appeler tel:+2250700000000',
      'Le site www.exemple.ci/page?x=1',
      'A -- B — C',
      'Quatre points....',
      'a;b et a:b',
      '&amp; et &#160; et &nbsp;',
    ]) {
      expect(shown(plain(text)), text).toBe(shown(text));
    }
    // An address ends before the sentence's punctuation, which gets its space.
    expect(shown(plain('Vu sur https://exemple.ci/page?'))).toBe('Vu sur https://exemple.ci/page⍽?');
    expect(shown(plain('Le site www.exemple.ci/page?x=1 !'))).toBe('Le site www.exemple.ci/page?x=1⍽!');
  });

  it('writes line ends as \\n', () => {
    expect(markdown('Un\r\nDeux\rTrois')).toBe('Un\nDeux\nTrois');
  });
});

describe('frenchTypography of Markdown', () => {
  const cases: [string, string][] = [
    // Code spans and blocks, fenced or indented, at any depth.
    ['Voir `a : b` puis `x`: ici', 'Voir `a : b` puis `x`⍽: ici'],
    [
      'Le code :\n\n```\nif (a) { b : c; } // "x" l\'y...\n```\n',
      'Le code⍽:\n\n```\nif (a) { b : c; } // "x" l\'y...\n```\n',
    ],
    ['~~~js\nconst a = "b" ;\n~~~\n', '~~~js\nconst a = "b" ;\n~~~\n'],
    ['Texte !\n\n    indenté : oui ?\n', 'Texte⍽!\n\n    indenté : oui ?\n'],
    ['- un :\n\n  ```\n  deux : trois\n  ```\n- quatre !\n', '- un⍽:\n\n  ```\n  deux : trois\n  ```\n- quatre⍽!\n'],
    ['> Citation : `a : b` !\n> suite ?', '> Citation⍽: `a : b`⍽!\n> suite⍽?'],
    // Links: the text is prose, the destination and the title are kept.
    ['[Attention !](https://a.b/c?d=e "Titre : x")', '[Attention⍽!](https://a.b/c?d=e "Titre : x")'],
    ['Voir [le guide](/guide): ici', 'Voir [le guide](/guide)⍽: ici'],
    ['Voir <https://a.b/c?d=e> !', 'Voir <https://a.b/c?d=e>⍽!'],
    ['Voir https://a.b/c?d=e !', 'Voir https://a.b/c?d=e⍽!'],
    ['[guide][ref] !\n\n[ref]: https://a.b/c?d=e "T : x"\n', '[guide][ref]⍽!\n\n[ref]: https://a.b/c?d=e "T : x"\n'],
    ['![Schéma : vue](/media/a.webp "T : x")', '![Schéma⍽: vue](/media/a.webp "T : x")'],
    ['Regardez![photo](/media/a.webp)', 'Regardez![photo](/media/a.webp)'],
    // Emphasis, headings, lists, tables.
    ['**Note :** *Attention!* _mot_ ?', '**Note⍽:** *Attention⍽!* _mot_⍽?'],
    ['l\'**eau** et "**gras**"', 'l’**eau** et «·**gras**·»'],
    ['**Scénario « départ »** : un bouton', '**Scénario «·départ·»**⍽: un bouton'],
    ['## Pourquoi ?\n\nParce que !', '## Pourquoi⍽?\n\nParce que⍽!'],
    ['- Attention!\n* Quoi?\n1. Non !\n2) Oui:\n', '- Attention⍽!\n* Quoi⍽?\n1. Non⍽!\n2) Oui⍽:\n'],
    ['- [ ] à faire !\n- [x] fait', '- [ ] à faire⍽!\n- [x] fait'],
    ['| Prix : | b |\n| :-- | --: |\n| x ! | y |\n', '| Prix⍽: | b |\n| :-- | --: |\n| x⍽! | y |\n'],
    // Raw HTML, entities and backslash escapes are kept as typed.
    ['<div title="a : b">\nTexte !\n</div>\n', '<div title="a : b">\nTexte !\n</div>\n'],
    ['Un <span title="a : b">mot</span> !', 'Un <span title="a : b">mot</span>⍽!'],
    ['A &amp; B ; C', 'A &amp; B⍽; C'],
    ['Attention\\! et \\*', 'Attention\\! et \\*'],
    ['***\n\n---\n', '***\n\n---\n'],
    // A block where a token cannot be found in the text (an escaped pipe in a cell) is left as typed.
    ['| `a\\|b` : | c |\n| --- | --- |\n\nFin !', '| `a\\|b` : | c |\n| --- | --- |\n\nFin⍽!'],
  ];

  it.each(cases)('%j', (input, output) => {
    expect(shown(markdown(input))).toBe(shown(typed(output)));
  });

  it('keeps the Markdown structure: the same elements and addresses before and after', () => {
    const structure = (html: string) =>
      [...html.matchAll(/<\/?[a-z0-9]+|(?:href|src)="[^"]*"/g)].map((match) => match[0]).join(' ');
    for (const [input] of cases)
      expect(structure(renderMarkdown(markdown(input))), input).toBe(structure(renderMarkdown(input)));
  });
});

describe('frenchTypography is idempotent', () => {
  const samples = [
    'Attention ! Quoi?! « mot» "bonjour" l\'eau... 12:30 https://a.b/c?d=e !',
    '- un :\n\n  ```\n  deux : trois\n  ```\n- quatre !\n\n> « cité »: oui\n',
    '[Attention !](https://a.b "T : x") `a : b` **Note :** | a : |\n| -- |\n',
    '«»  « » "" " a " ; ; :: !! ?? ...... -- l\'\'a',
    ...articles.flatMap((article) => [article.body, article.title]),
  ];
  it.each(samples.map((sample) => [sample.slice(0, 40), sample]))('%j', (_, sample) => {
    for (const apply of [markdown, plain]) expect(shown(apply(apply(sample)))).toBe(shown(apply(sample)));
  });
});

describe('frenchTypography on random text', () => {
  it('is idempotent and keeps the Markdown structure on random mixes of pieces', () => {
    const pieces = [
      'a',
      'mot',
      ' ',
      '\u00a0',
      '\u202f',
      '\n',
      '\n\n',
      ';',
      ':',
      '!',
      '?',
      '«',
      '»',
      '"',
      "'",
      '.',
      '...',
      '*',
      '**',
      '_',
      '`',
    ];
    pieces.push(
      '```\n',
      '[',
      ']',
      '(',
      ')',
      '](/x)',
      'https://a.b/c?d=e',
      '<b>',
      '&amp;',
      '- ',
      '> ',
      '| ',
      '|---|\n',
      '#',
      '\\',
      '12:30',
      '![',
      '~',
    );
    const structure = (html: string) =>
      [...html.matchAll(/<\/?[a-z0-9]+|(?:href|src)="[^"]*"/g)].map((match) => match[0]).join(' ');
    let seed = 7;
    const random = (below: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % below;
    for (let round = 0; round < 3000; round++) {
      const text = Array.from({ length: 1 + random(14) }, () => pieces[random(pieces.length)]).join('');
      for (const apply of [markdown, plain]) expect(shown(apply(apply(text))), text).toBe(shown(apply(text)));
      expect(structure(renderMarkdown(markdown(text))), text).toBe(structure(renderMarkdown(text)));
    }
  });
});

describe('frenchTypography on hostile input', () => {
  it('stays fast on long pathological texts', () => {
    const n = 100_000;
    const hostile = [
      'a'.repeat(n),
      `a${' '.repeat(n)}b`,
      ` "${'a'.repeat(n)}"x`,
      '"a '.repeat(n / 3),
      'a@'.repeat(n / 2),
      ' !'.repeat(n / 2),
    ];
    hostile.push('`a '.repeat(n / 3), '[a](/'.repeat(n / 5));
    hostile.push('-'.repeat(n), `${'#'.repeat(n)} »`, '1.'.repeat(n / 2), `${'- '.repeat(n / 2)}!`);
    for (const text of hostile) {
      for (const apply of [markdown, plain]) {
        const started = performance.now();
        apply(text);
        expect(performance.now() - started, text.slice(0, 10)).toBeLessThan(1000);
      }
    }
  });
});
