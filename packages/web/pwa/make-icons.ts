/**
 * Draws the PNG icons of the web manifest and the iOS home screen from `public/icon.svg` (issue
 * 45: iOS takes no SVG icon). Run again after changing the SVG, and commit the PNGs it writes:
 *   npx tsx packages/web/pwa/make-icons.ts
 * Debian's Chromium draws them (as the browser suite uses it), on an opaque square of the icon's
 * own background: iOS rounds the corners itself and shows transparent ones as black.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = join(import.meta.dirname, '..', 'public');
/** 180: apple-touch-icon; 192 and 512: the manifest's sizes an installed app asks for. */
const SIZES = [180, 192, 512];
const BACKGROUND = '#f3e7cf';

const svg = readFileSync(join(PUBLIC, 'icon.svg')).toString('base64');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:${BACKGROUND}"><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(join(PUBLIC, `icon-${size}.png`), await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size } }));
    console.log(`icon-${size}.png`);
  }
} finally {
  await browser.close();
}
