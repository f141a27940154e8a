/**
 * A slow phone never paints a page cut in the middle. Its HTML parser stops wherever its time slice ends, and a frame
 * painted then shows a header or a hero half built: a button without its text, a bar without its links. The rest then
 * moves them as it arrives, a layout shift of 0.00001 to 0.07, seen here on 8 loads in 10 before the fix. The
 * root layout's `<link rel="expect" blocking="render">` holds the first frame until the footer starts (src/app/layout.tsx).
 *
 * Chrome's CPU throttling stands in for the phone: with the CPU 10 times slower the parser yields often, as on a busy
 * low-end phone. Without the link, the first frame came before the main content on every load tried; the shifts it
 * leads to depend on where the parser stops, so each test checks both: the first frame waits for the footer, and
 * nothing moves from the first byte until half a second after React has taken the page over.
 */
import { expect, test } from './fixtures';
import { layoutShifts } from './support';
import { footerAnchor } from '../../src/content/layout';

const paths = ['/', '/contact', '/solutions/support-24-7'];

for (const width of [360, 1280]) {
  for (const path of paths) {
    test(`${path} at ${width} px on a CPU 10 times slower: nothing moves while the page loads and hydrates`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      // The first frame's animation callbacks run just before it is drawn.
      await page.addInitScript((anchor) => {
        requestAnimationFrame(() => Object.assign(window, { firstFrameHadFooter: !!document.getElementById(anchor) }));
      }, footerAnchor);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as { firstFrameHadFooter?: boolean }).firstFrameHadFooter)).toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}
