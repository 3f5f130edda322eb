/**
 * Issue 45: one palette. A seat's dot in the header, the seat lists and Loyang's areas (`--p0`…
 * `--p4` in base.css) is the colour of that seat's Hansa pieces (board/colours.ts), which
 * hansaColours.test.ts keeps apart in protanopia, deuteranopia and tritanopia — so the dots are
 * told apart as the pieces are, and a person matches a dot to its pieces.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SEAT_COLOURS } from '../src/games/hansa/board/colours';

it("gives each seat's dot the colour of its pieces", () => {
  const css = readFileSync(join(import.meta.dirname, '../src/styles/base.css'), 'utf8');
  const dots = SEAT_COLOURS.map((_, s) => css.match(new RegExp(`--p${s}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]);
  expect(dots.map((c) => c?.toLowerCase())).toEqual(SEAT_COLOURS.map((c) => c.toLowerCase()));
});
