/**
 * Issue 42, points 3 and 5: an editor turned attacker. Two revisions of texts as long as an article may be, sharing no
 * line, once froze the server at each look at their comparison (its cost is the square of the lines): the page now
 * answers within a second, says the two versions differ and shows both texts whole, without JavaScript and at 360 px.
 * A text of one line too many, and characters XML 1.0 forbids (they would break the Atom feed), are refused on save in
 * French, and nothing is stored. Drafts only, on the shared server: nothing a visitor sees changes.
 */
import { expect, test } from './fixtures';
import { contentAreaPath, editorialMessages, editorialText as text } from '../../src/content/editorial';
import { ARTICLE_LIMITS } from '../../src/lib/schemas/article';
import { adminCli, createAdmin, signInThroughForm } from './support';

/** A text of the most lines allowed, near the most characters: `ARTICLE_LIMITS.lines` lines of 49 characters. */
const longText = (word: string) =>
  Array.from({ length: ARTICLE_LIMITS.lines }, (_, index) =>
    `${word} ${String(index).padStart(4, '0')} `.padEnd(49, 'x'),
  ).join('\n');

const fields = (overrides: Record<string, string>) => ({
  title: 'Versions sans commune mesure',
  slug: '',
  excerpt: 'Deux versions qui ne partagent aucune ligne.',
  category: 'energie',
  tags: 'Essai',
  authorName: 'Plume Hostile',
  authorRole: 'Rédactrice',
  publishedOn: '',
  publishedTime: '',
  body: 'Un texte.',
  coverId: '',
  ...overrides,
});

type Saved = { ok: boolean; id?: string; version?: string; message?: string };

test('two revisions of the longest texts compare within a second as both texts whole; one line too many and U+FFFF are refused in French', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await createAdmin(`plume-hostile-${Date.now()}@example.ci`, 'Plume-Hostile-Du-Blog-2026');
  await adminCli('grant', editor.email, 'editor');
  await signInThroughForm(page, editor.email, editor.password, editor.secret);
  const save = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/admin/articles', { data });
    return { status: response.status(), ...((await response.json()) as Saved) };
  };

  // Two saves of the same draft through the API, each text at the limits, the second sharing no line with the first.
  const [older, newer] = [longText('Avant'), longText('Apres')];
  expect(older.length).toBeLessThanOrEqual(ARTICLE_LIMITS.body);
  const first = await save({ action: 'save', intent: 'keep', fields: fields({ body: older }) });
  expect(first).toMatchObject({ status: 200, ok: true });
  const second = await save({
    action: 'save',
    id: first.id,
    version: first.version,
    intent: 'keep',
    fields: fields({ body: newer }),
  });
  expect(second).toMatchObject({ status: 200, ok: true });

  // The comparison of the two newest revisions, as the editor's form asks for it.
  await page.goto(`${contentAreaPath}/${first.id}`);
  await page.getByRole('button', { name: text.compare }).click();
  await expect(page.getByRole('heading', { name: text.compareHeading })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('revisions-fallback-1280.png') });
  const comparison = page.url();
  // Each look costs the server well under a second, three in a row.
  for (let look = 0; look < 3; look += 1) {
    const started = Date.now();
    const response = await page.request.get(comparison);
    expect(response.status()).toBe(200);
    await response.body();
    expect(Date.now() - started, `look ${look + 1}`).toBeLessThan(1_000);
  }

  // The page without JavaScript, on a phone: the notice, then each text whole, with no horizontal scroll.
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
    storageState: await page.context().storageState(),
  });
  try {
    const noScript = await phone.newPage();
    await noScript.goto(comparison);
    await expect(noScript.getByText(text.tooDifferent)).toBeVisible();
    const texts = noScript.getByRole('region', { name: new RegExp(`^${text.wholeText('')}`) });
    await expect(texts).toHaveCount(2);
    // textContent: the texts run far below the fold.
    expect(await texts.nth(0).locator('div').textContent()).toBe(older);
    expect(await texts.nth(1).locator('div').textContent()).toBe(newer);
    await expect(noScript.locator('ins, del')).toHaveCount(0);
    expect(await noScript.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await noScript.screenshot({ path: test.info().outputPath('revisions-fallback-360.png') });
  } finally {
    await phone.close();
  }

  // Refused in French, the article left as it was: one line too many, U+FFFF, U+FFFE, a lone surrogate.
  const refusals: [Record<string, string>, string][] = [
    [
      { body: Array.from({ length: ARTICLE_LIMITS.lines + 1 }, (_, index) => `Ligne ${index}`).join('\n') },
      editorialMessages.tooManyLines(ARTICLE_LIMITS.lines),
    ],
    [{ title: 'Un titre \uffff' }, editorialMessages.forbidden],
    [{ excerpt: 'Un résumé \ufffe' }, editorialMessages.forbidden],
    [{ body: 'Un texte \uffff coupé.' }, editorialMessages.forbidden],
    [{ body: 'Un texte \ud800 coupé.' }, editorialMessages.forbidden],
  ];
  for (const [overrides, message] of refusals) {
    expect(
      await save({ action: 'save', id: first.id, version: second.version, intent: 'keep', fields: fields(overrides) }),
    ).toEqual({ status: 400, ok: false, message });
    expect(
      await save({ action: 'save', intent: 'keep', fields: fields({ title: 'Jamais enregistré', ...overrides }) }),
    ).toEqual({ status: 400, ok: false, message });
  }
  await page.goto(`${contentAreaPath}/${first.id}`);
  await expect(page.locator('input[type="radio"][name="de"]')).toHaveCount(2);
  await page.goto(contentAreaPath);
  await expect(page.getByText('Jamais enregistré')).toHaveCount(0);
});
