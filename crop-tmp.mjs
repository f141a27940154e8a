import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [file, width, ...tops] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.setContent(`<body style="margin:0"><img style="display:block" src="data:image/png;base64,${readFileSync(file).toString('base64')}"></body>`);
for (const top of tops) await page.screenshot({ path: `/tmp/crop-${top}.png`, clip: { x: 0, y: Number(top), width: Number(width), height: 1000 }, fullPage: true });
await browser.close();
