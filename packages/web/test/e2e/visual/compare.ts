/**
 * A photograph against its committed reference (issue 45): pixelmatch counts the pixels that
 * differ beyond its colour threshold (anti-aliased edges aside), and the photograph passes while
 * their share stays within `MAX_SHARE`. On failure the photograph and a diff (differing pixels in
 * red over a faded reference) go to `test-screenshots/visual/`. `UPDATE_VISUAL=1` writes the
 * photograph as the new reference instead — a deliberate change, committed with its reason.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { SHOTS } from '../harness';

const REFERENCES = join(import.meta.dirname, 'references');
const FAILED = join(SHOTS, 'visual');
/** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. */
const THRESHOLD = 0.1;
/** The share of a photograph's pixels that may differ (font hinting, a sub-pixel shift). */
const MAX_SHARE = 0.001;

const updating = () => process.env.UPDATE_VISUAL === '1';

/** Compares `shot` (PNG bytes) with reference `name`; returns what is wrong, or null. */
export function compare(name: string, shot: Buffer): string | null {
  const file = join(REFERENCES, `${name}.png`);
  if (updating()) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, shot);
    return null;
  }
  if (!existsSync(file)) return `${name}: no reference (UPDATE_VISUAL=1 writes it)`;
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(shot);
  const fail = (why: string, diff?: PNG) => {
    mkdirSync(FAILED, { recursive: true });
    writeFileSync(join(FAILED, `${name}-actual.png`), shot);
    if (diff) writeFileSync(join(FAILED, `${name}-diff.png`), PNG.sync.write(diff));
    return `${name}: ${why} (see test-screenshots/visual/${name}-actual.png${diff ? ' and -diff.png' : ''})`;
  };
  if (want.width !== got.width || want.height !== got.height)
    return fail(`${got.width}×${got.height}, the reference is ${want.width}×${want.height}`);
  const diff = new PNG({ width: want.width, height: want.height });
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: THRESHOLD });
  const share = differing / (want.width * want.height);
  console.log(`${name}: ${differing} pixels differ`);
  if (share <= MAX_SHARE) return null;
  return fail(`${differing} pixels differ (${(share * 100).toFixed(2)}%, at most ${MAX_SHARE * 100}% allowed)`, diff);
}
