/**
 * No card grid ends with a lone card on its last row, at 768, 1024 and 1280 px (issue 17).
 *
 * What counts as a card grid: a list — `ul`, `ol`, or a `dl` whose items are `div` groups — laid out by CSS grid
 * (computed `display: grid`) with two or more columns of equal width, and two or more visible items. That takes in the
 * service, platform, article, reference, partner, value, team, process, plan and legal cards, and the lists of
 * figures and highlights. It leaves out layouts that are grids too but hold no run of like items: form fields and
 * page columns are `div`s, and key/value lists (`dt`/`dd` on `auto 1fr`) have unequal columns.
 *
 * Each grid is scrolled into view and given two frames before it is measured: sections below the fold use
 * `content-visibility: auto` and have no layout until they come near the viewport (DESIGN.md). Its visible items are
 * grouped into rows by their top offset; the last row must not hold exactly one of them.
 *
 * One page per route, resized to each width in turn: Tailwind's breakpoints are media queries, no reload needed.
 */
import { expect, test, type Page } from './fixtures';
import { publicRoutes } from '../../src/lib/routes';
import { articleHref } from '../../src/content/blog';
import { specArticles as articles } from '../support/spec-blog';

const widths = [768, 1024, 1280] as const;

/** Every public route, and the blog's in-page reader, whose "À lire aussi" list is a grid too. */
const targets = [...publicRoutes, articleHref(articles[0]!.slug)];

/** The card grids of the page at its current width that end with a lone card, described; and how many were checked. */
async function loneLastRows(page: Page): Promise<{ checked: number; lone: string[] }> {
  return page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const isItem = (list: Element, child: Element) =>
      child.tagName === 'LI' || (list.tagName === 'DL' && child.tagName === 'DIV');
    const describe = (list: Element) => {
      const label = list.getAttribute('aria-label');
      const heading = list.closest('section')?.querySelector('h2')?.textContent?.trim();
      const first = list.firstElementChild?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${list.tagName.toLowerCase()} ${label ? `“${label}”` : ''} in “${heading ?? 'no section'}”, first item “${first}”`;
    };

    const lists = [...document.querySelectorAll('ul, ol, dl')].filter(
      (list) => getComputedStyle(list).display === 'grid',
    );
    const lone: string[] = [];
    let checked = 0;
    for (const list of lists) {
      list.scrollIntoView({ block: 'start', behavior: 'instant' });
      await frames();
      if (!shown(list)) continue;
      const children = [...list.children];
      if (!children.every((child) => isItem(list, child))) continue;
      const items = children.filter(shown);
      const tracks = getComputedStyle(list).gridTemplateColumns.split(' ').map(Number.parseFloat);
      if (tracks.some(Number.isNaN)) {
        lone.push(`${describe(list)}: not laid out (${getComputedStyle(list).gridTemplateColumns})`);
        continue;
      }
      if (tracks.length < 2 || items.length < 2) continue;
      if (tracks.some((track) => Math.abs(track - tracks[0]!) > 1)) continue;
      checked += 1;
      const rows: number[][] = [];
      for (const top of items.map((item) => item.getBoundingClientRect().top).sort((a, b) => a - b)) {
        const row = rows.at(-1);
        if (row && top - row[0]! < 4) row.push(top);
        else rows.push([top]);
      }
      if (rows.at(-1)!.length === 1)
        lone.push(`${describe(list)}: ${rows.map((row) => row.length).join(' + ')} on ${tracks.length} columns`);
    }
    return { checked, lone };
  });
}

for (const target of targets) {
  test(`${target}: no card grid ends with a lone card at ${widths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(target);
    const found: string[] = [];
    let checked = 0;
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const result = await loneLastRows(page);
      checked += result.checked;
      found.push(...result.lone.map((line) => `${width} px: ${line}`));
    }
    expect(found).toEqual([]);
    // Every page has at least the footer's figures: a check that finds no grid at all measured nothing.
    expect(checked).toBeGreaterThan(0);
  });
}
