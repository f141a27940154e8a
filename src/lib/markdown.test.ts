import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { seedArticles as articles } from '../../tests/support/seed-articles';
import { legalDocuments } from '@/content/legal/documents';
import { markdownTokens, renderMarkdown } from './markdown';

/** The renderer before issue 33: marked as it comes, for our own trusted Markdown. */
const before = new Marked({ gfm: true, async: false });

/** Every `markdown` string of the legal pages, which render through the same function. */
function legalMarkdown(): string[] {
  const found: string[] = [];
  JSON.stringify(legalDocuments, (key, value: unknown) => {
    if (key === 'markdown' && typeof value === 'string') found.push(value);
    return value;
  });
  return found;
}

/**
 * What the browser would build from the HTML, checked by an allowlist: each tag's name and attributes, every link's
 * address and every image's source. Escaped text (`&lt;…`) holds no tag, so only markup is read.
 */
function unsafeMarkup(html: string): string[] {
  const attributes: Record<string, readonly string[]> = {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    input: ['checked', 'disabled', 'type'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  };
  const plain = 'p br hr h1 h2 h3 h4 h5 h6 strong em del code pre blockquote ul ol li table thead tbody tr th td'.split(
    ' ',
  );
  const problems: string[] = [];
  // Text never holds a bare `<` (it is written &lt;), so each `<` must open a whole tag of the list.
  for (const [tag, closing, name = '', rest = '', end] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)?([^<>]*)(>?)/g)) {
    if (!name || !end) problems.push(`stray: ${tag}`);
    else if (!plain.includes(name) && !(name in attributes)) problems.push(tag);
    else if (closing) {
      if (rest) problems.push(tag);
    } else {
      const found = [...rest.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)];
      if (found.map((match) => match[0]).join('') !== rest) problems.push(`unparsed: ${tag}`);
      for (const [, attribute, value = ''] of found) {
        if (!(attributes[name] ?? []).includes(attribute!)) problems.push(`${name} ${attribute}`);
        const decoded = value.replace(/&amp;/g, '&');
        if (attribute === 'href' && !/^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/i.test(decoded))
          problems.push(`href ${value}`);
        if (attribute === 'href' && /&(?!amp;)/.test(value)) problems.push(`reference in href ${value}`);
        if (attribute === 'src' && !/^\/media\/[^&]*$/.test(value)) problems.push(`src ${value}`);
      }
    }
  }
  return problems;
}

describe('the Markdown modules', () => {
  it('import nothing of the server: the article editor runs them in the browser for its preview', () => {
    for (const file of ['markdown.ts', 'typography.ts', 'reading-time.ts']) {
      const imports = [
        ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^import .* from '([^']+)';$/gm),
      ].map((match) => match[1]);
      expect(
        imports.filter((module) => !['marked', '@/config/media', './markdown'].includes(module!)),
        file,
      ).toEqual([]);
    }
  });
});

describe('renderMarkdown of our own content', () => {
  it('writes the same HTML as before for the nine first articles', () => {
    expect(articles).toHaveLength(9);
    for (const article of articles)
      expect(renderMarkdown(article.body), `article ${article.id}`).toBe(before.parse(article.body));
  });

  it('writes the same HTML as before for the legal pages', () => {
    const markdown = legalMarkdown();
    expect(markdown.length).toBeGreaterThan(10);
    for (const text of markdown) expect(renderMarkdown(text)).toBe(before.parse(text));
  });

  it('keeps headings, lists, emphasis, tables and code', () => {
    const text = [
      '## Titre\n\n### Sous-titre\n\nUn **mot** *mis* ~~barré~~.',
      '- un\n- deux\n\n1. a',
      '| a | b |\n| :- | -: |\n| 1 | 2 |',
      '`x < y`\n\n```js\nif (a < b) {}\n```\n',
    ].join('\n\n');
    const html = renderMarkdown(text);
    expect(html).toBe(before.parse(text));
    expect(html).toContain('<h2>Titre</h2>\n<h3>Sous-titre</h3>');
    expect(unsafeMarkup(html)).toEqual([]);
  });
});

describe('renderMarkdown of what staff type', () => {
  it('shows raw HTML as the text that was typed, block or inline', () => {
    const cases: [string, string][] = [
      ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
      ['Un <img src=x onerror="alert(1)"> mot', '<p>Un &lt;img src=x onerror=&quot;alert(1)&quot;&gt; mot</p>\n'],
      [
        '<iframe src="https://exemple.ci"></iframe>',
        '<p>&lt;iframe src=&quot;https://exemple.ci&quot;&gt;&lt;/iframe&gt;</p>\n',
      ],
      [
        '<!-- note -->\n\nTexte <!-- autre --> fin',
        '<p>&lt;!-- note --&gt;</p>\n<p>Texte &lt;!-- autre --&gt; fin</p>\n',
      ],
      [
        'Un <a href="&#106;avascript:alert(1)">lien</a>',
        '<p>Un &lt;a href=&quot;&amp;#106;avascript:alert(1)&quot;&gt;lien&lt;/a&gt;</p>\n',
      ],
      ['<div>\n**gras**\n</div>', '<p>&lt;div&gt;\n**gras**\n&lt;/div&gt;</p>\n'],
    ];
    for (const [input, output] of cases) expect(renderMarkdown(input), input).toBe(output);
  });

  it('never writes markup out of text, entities or code', () => {
    // Raw HTML that marked as it comes writes out as markup (the check below catches each one there).
    const hostile = [
      // marked hands text inside <pre>, <code>, <kbd> or <script> to the renderer as HTML already: not here.
      'a <pre><img src=x onerror=alert(1)// b',
      '<pre><img src=x onerror=alert(1)//',
      'x <script>document.write("<img src=x onerror=alert(1)")',
      '<svg><script>alert(1)</script></svg>',
      '<style>body{display:none}</style>',
      '[lien <img src=x onerror=alert(1)>](/contact) ![<script>](/media/a.webp "<b>") [a](/x "\\" onmouseover=\\"alert(1)")',
      '<a href="javascript:alert(1)">x</a> <math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<img src="/media/a.webp" onload=alert(1)> <video><source onerror=alert(1)></video>',
      '<textarea><img src=x onerror=alert(1)></textarea> <noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<!--><img src=x onerror=alert(1)>--> <?php echo 1 ?> <![CDATA[ x ]]>',
    ];
    expect(hostile.filter((text) => unsafeMarkup(before.parse(text) as string).length === 0)).toEqual([]);
    // Character references and code, which must stay text.
    hostile.push(
      'Texte &#60;script&#62;alert(1)&#60;/script&#62; &lt;b&gt; &#x3C;img src=x onerror=alert(1)&#x3E;',
      '`<script>` et\n\n```html\n<script>alert(1)</script>\n```\n\n    <iframe>\n',
    );
    for (const text of hostile) {
      const html = renderMarkdown(text);
      expect(unsafeMarkup(html), `${text}\n→ ${html}`).toEqual([]);
      expect(html, text).not.toMatch(/<(?:script|iframe|svg|style|math|video|textarea|noscript)\b/i);
    }
  });

  it('never writes markup out of random mixes of hostile pieces', () => {
    const pieces = [
      '<',
      '>',
      '<img',
      ' src=x',
      ' onerror=alert(1)',
      '<pre>',
      '</pre>',
      '<script>',
      '<!--',
      '-->',
      '"',
      "'",
      '&',
      '&#60;',
      '&#106;',
    ];
    pieces.push(
      'javascript:',
      '[',
      ']',
      '(',
      ')',
      '](',
      '![',
      '`',
      '```\n',
      '\n',
      '\n\n',
      '    ',
      '- ',
      '> ',
      '| a |\n|---|\n',
      '*',
      '_',
      'x',
      ' ',
    );
    pieces.push(
      '\\',
      '/media/',
      '//',
      'https://a.b',
      'a@b.ci',
      '<https://a.b>',
      '<a href=x>',
      '</a>',
      ':',
      '?',
      '#',
      '%3C',
      '\t',
      '&#47;',
    );
    let seed = 33;
    const random = (below: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % below;
    for (let round = 0; round < 3000; round++) {
      const text = Array.from({ length: 1 + random(16) }, () => pieces[random(pieces.length)]).join('');
      const html = renderMarkdown(text);
      expect(unsafeMarkup(html), `${text}\n→ ${html}`).toEqual([]);
    }
  });

  it('keeps a link only to https:, http:, mailto:, tel:, a path of the site or an anchor', () => {
    const kept: [string, string][] = [
      [
        '[a](https://exemple.ci/x?a=1&b=2)',
        '<a href="https://exemple.ci/x?a=1&amp;b=2" rel="noopener noreferrer">a</a>',
      ],
      ['[a](HTTP://exemple.ci)', '<a href="HTTP://exemple.ci" rel="noopener noreferrer">a</a>'],
      ['[a](/contact "Nous écrire")', '<a href="/contact" title="Nous écrire">a</a>'],
      ['[a](/services/climatisation#tarifs)', '<a href="/services/climatisation#tarifs">a</a>'],
      ['[a](#haut)', '<a href="#haut">a</a>'],
      ['[a](mailto:contact@exemple.ci?subject=Devis)', '<a href="mailto:contact@exemple.ci?subject=Devis">a</a>'],
      ['[a](tel:+2250700000000)', '<a href="tel:+2250700000000">a</a>'],
      ['[a](</un chemin>)', '<a href="/un%20chemin">a</a>'],
      ['[a](/a?b=1&amp;c=2)', '<a href="/a?b=1&amp;c=2">a</a>'],
      ['[a](&#x2F;contact)', '<a href="/contact">a</a>'],
      // A backslash is percent-encoded: a path of the site, never the // of another host.
      ['[a](/\\evil.ci)', '<a href="/%5Cevil.ci">a</a>'],
      [
        '<https://exemple.ci/?a=1&b=2>',
        '<a href="https://exemple.ci/?a=1&amp;b=2" rel="noopener noreferrer">https://exemple.ci/?a=1&amp;b=2</a>',
      ],
      ['www.exemple.ci', '<a href="http://www.exemple.ci" rel="noopener noreferrer">www.exemple.ci</a>'],
      ['contact@exemple.ci', '<a href="mailto:contact@exemple.ci">contact@exemple.ci</a>'],
    ];
    for (const [input, link] of kept) expect(renderMarkdown(input), input).toBe(`<p>${link}</p>\n`);

    const dropped = [
      '[lien **gras**](javascript:alert(1))',
      '[lien **gras**](JaVaScRiPt:alert(1))',
      '[lien **gras**](<java\tscript:alert(1)>)',
      '[lien **gras**](java%0Ascript:alert(1))',
      '[lien **gras**]( javascript:alert(1) )',
      '[lien **gras**](&#106;avascript:alert(1))',
      '[lien **gras**](&#x6A;avascript&#x3A;alert(1))',
      '[lien **gras**](&#0000106;avascript:alert(1))',
      '[lien **gras**](javascript&colon;alert(1))',
      '[lien **gras**](%6Aavascript:alert(1))',
      '[lien **gras**](\\javascript:alert(1))',
      '[lien **gras**](data:text/html;base64,PHNjcmlwdD4=)',
      '[lien **gras**](vbscript:msgbox(1))',
      '[lien **gras**](//evil.ci)',
      '[lien **gras**](&#47;/evil.ci)',
      '[lien **gras**](/&#47;evil.ci)',
      '[lien **gras**](https:)',
      '[lien **gras**](file:///etc/passwd)',
      '[lien **gras**](relatif)',
      '[lien **gras**](?q=1)',
      '[lien **gras**][ref]\n\n[ref]: javascript:alert(1)',
    ];
    for (const input of dropped) {
      const html = renderMarkdown(input);
      expect(html.split('\n')[0], input).toBe('<p>lien <strong>gras</strong></p>');
    }
  });

  it('marks absolute http(s) links, and only those', () => {
    expect(renderMarkdown('[a](https://loori.io)')).toBe(
      '<p><a href="https://loori.io" rel="noopener noreferrer">a</a></p>\n',
    );
    expect(renderMarkdown('[a](/contact) [b](#x) [c](mailto:a@b.ci) [d](tel:+225)')).not.toContain('rel=');
  });

  it('shows images of the site’s media only, lazily; any other is its text alternative', () => {
    expect(renderMarkdown('![Une salle **serveurs**](/media/0b8e/800.webp "Légende")')).toBe(
      '<p><img src="/media/0b8e/800.webp" alt="Une salle serveurs" title="Légende" loading="lazy" decoding="async"></p>\n',
    );
    expect(renderMarkdown('[![Logo](/media/a/160.webp)](/partenaires)')).toBe(
      '<p><a href="/partenaires"><img src="/media/a/160.webp" alt="Logo" loading="lazy" decoding="async"></a></p>\n',
    );
    for (const source of [
      'https://exemple.ci/media/a.webp',
      '//exemple.ci/media/a.webp',
      '/images/a.webp',
      '/media',
      '/mediatheque/a.webp',
      '/media/../api/admin',
      '/media/%2e%2e/api/admin',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'media/a.webp',
    ]) {
      const html = renderMarkdown(`Avant ![Texte <alternatif> & "cité"](${source}) après`);
      expect(html, source).toBe('<p>Avant Texte &lt;alternatif&gt; &amp; &quot;cité&quot; après</p>\n');
    }
  });
});

describe('renderMarkdown on hostile input', () => {
  it('shows as typed, at once, a text nested deeper than marked can read', () => {
    for (const marker of ['- ', '* ', '1. ', '> ', '>']) {
      const text = `${marker.repeat(50_000)}<b>x</b>`;
      const started = performance.now();
      expect(renderMarkdown(text)).toBe(`<p>${text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>\n`);
      expect(markdownTokens(text)).toBeNull();
      expect(performance.now() - started).toBeLessThan(100);
    }
    // Nesting an article may use is read, and so is a long rule.
    expect(renderMarkdown(`Avant\n\n${'- '.repeat(40)}\n\n${'* '.repeat(40)}`)).toBe('<p>Avant</p>\n<hr>\n<hr>\n');
    expect(renderMarkdown('- un\n  - deux\n    - trois\n\n> > cité')).toBe(
      before.parse('- un\n  - deux\n    - trois\n\n> > cité'),
    );
    expect(markdownTokens('- - - - x')?.[0]?.type).toBe('list');
  });

  // Not here: unmatched emphasis openers without spaces (`a_a_a_…`), quadratic in marked 18 (markedjs/marked#4099):
  // 30 000 characters take about half a second.
  it('stays fast on long pathological texts', () => {
    const n = 100_000;
    const hostile = [
      '*a '.repeat(n / 3),
      '_a_ '.repeat(n / 4),
      '`a '.repeat(n / 3),
      '[a](/'.repeat(n / 5),
      '<a '.repeat(n / 3),
    ];
    hostile.push('![a]('.repeat(n / 6), '- a :\n  b\n'.repeat(n / 10), '| a |\n|---|\n'.repeat(n / 14));
    for (const text of hostile) {
      const started = performance.now();
      renderMarkdown(text);
      expect(performance.now() - started, text.slice(0, 10)).toBeLessThan(1000);
    }
  });
});
