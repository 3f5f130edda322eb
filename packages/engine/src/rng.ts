/**
 * The seeded PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand),
 * seeded through cyrb128. Its whole state is four uint32 numbers kept inside the game state, so
 * `apply` stays pure and a state survives JSON. The same stream in Node and in the browser.
 */
import type { RandomSource } from './contract';

/** The PRNG state as stored in a game state: four uint32 numbers. */
export type RngState = [number, number, number, number];

/** cyrb128: a 128-bit string hash, used only to spread a seed over the four state words. */
function cyrb128(str: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export class Rng implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(s: RngState) {
    [this.a, this.b, this.c, this.d] = s;
  }

  /** A fresh generator from any seed; warmed up so that similar seeds diverge at once. */
  static seed(seed: string | number): Rng {
    const r = new Rng(cyrb128(String(seed)));
    for (let i = 0; i < 15; i++) r.nextUint32();
    return r;
  }

  /** Continues a stream saved with `save()`. The saved array is not modified. */
  static from(state: RngState): Rng {
    return new Rng(state);
  }

  /** The state to store back into the game state. */
  save(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An unbiased integer in [0, n), by rejection sampling. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 4294967296) throw new RangeError(`Rng.int: bad bound ${n}`);
    // `a - floor(a / n) * n` is `a % n` exactly for integers below 2^53 (the rounded quotient never
    // reaches the next integer), and about three times faster than `%` on numbers past 2^31, which
    // V8 computes with fmod: a reshuffle draws one per card (issue 46).
    const limit = 4294967296 - (4294967296 - Math.floor(4294967296 / n) * n);
    let x: number;
    do x = this.nextUint32();
    while (x >= limit);
    return x - Math.floor(x / n) * n;
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(items.length)]!;
  }
}

/** Shuffles a copy of `items` with a stored stream; returns the copy and the advanced state. */
export function shuffled<T>(rngState: RngState, items: readonly T[]): { items: T[]; rng: RngState } {
  const r = Rng.from(rngState);
  const out = r.shuffle(items.slice());
  return { items: out, rng: r.save() };
}
