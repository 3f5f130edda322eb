/**
 * Issue 45: PNG icons for the iOS home screen and installed apps (iOS takes no SVG icon), made by
 * `pwa/make-icons.ts` from `public/icon.svg`: named in the manifest and the page, each the size it
 * claims, and opaque (iOS shows transparent corners as black).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');
const PUBLIC = join(WEB, 'public');

/** Width, height and colour type from a PNG's IHDR chunk (colour type 2: RGB, no alpha). */
function pngHeader(file: string): { width: number; height: number; colourType: number } {
  const b = readFileSync(join(PUBLIC, file));
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), colourType: b[25]! };
}

describe('the app icons', () => {
  it('are in the manifest as PNGs of the sizes they claim', () => {
    const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of pngs) {
      const { width, height } = pngHeader(icon.src.slice(1));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('gives iOS an opaque 180 px home-screen icon', () => {
    expect(readFileSync(join(WEB, 'index.html'), 'utf8')).toContain(
      '<link rel="apple-touch-icon" href="/icon-180.png" />',
    );
    const h = pngHeader('icon-180.png');
    expect([h.width, h.height]).toEqual([180, 180]);
    expect(h.colourType).not.toBe(6);
  });
});
