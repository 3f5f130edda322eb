/**
 * Whether two actions are the same action as the search counts them: the same JSON text (a
 * node's children are keyed by it, see `tree.ts`), decided without writing the text. Writing it
 * and looking it up was the largest cost of a Hansa search, whose legal lists run to hundreds of
 * actions; comparing with the list seen at the node's last visit is a few field reads each.
 *
 * Exact for plain data: strings, finite numbers and booleans compare by value, arrays element by
 * element, plain objects key by key in their own order (JSON keeps that order). Anything else —
 * `undefined`, `NaN`, a function, a class instance, a value of another type in the same place —
 * is left to `JSON.stringify`, whose rules for those (omitted, `null`, `toJSON`) are not redone.
 */
const NO = 0;
const YES = 1;
const ODD = 2;
type Verdict = typeof NO | typeof YES | typeof ODD;

/** Key names of the objects being compared, a stack shared by the nested calls (no allocation). */
const names: string[] = [];
let top = 0;

function isPlain(x: object): boolean {
  return Object.getPrototypeOf(x) === Object.prototype;
}

function compare(a: unknown, b: unknown): Verdict {
  if (a === b) return YES;
  const ta = typeof a;
  if (ta !== typeof b) return ODD;
  if (ta === 'string' || ta === 'boolean') return NO;
  if (ta === 'number') return Number.isFinite(a) && Number.isFinite(b) ? NO : ODD;
  if (ta !== 'object' || a === null || b === null) return ODD;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  if (Array.isArray(x)) {
    if (!Array.isArray(y)) return ODD;
    if (x.length !== y.length) return NO;
    for (let i = 0; i < x.length; i++) {
      const v = compare(x[i], y[i]);
      if (v !== YES) return v;
    }
    return YES;
  }
  if (Array.isArray(y) || !isPlain(x) || !isPlain(y)) return ODD;
  // Values first, in x's key order: most pairs differ in their first field.
  const start = top;
  for (const k in x) {
    const xv = x[k];
    const yv = y[k];
    // The same value (a name from the game's tables, a small number) needs no call.
    if (xv !== yv) {
      const v = compare(xv, yv);
      if (v !== YES) {
        top = start;
        return v;
      }
    }
    names[top++] = k;
  }
  // Every value of x matches: y must have the same keys in the same order (when not, an extra
  // key of y may still hold `undefined`, which JSON leaves out).
  let i = start;
  let same = true;
  for (const k in y) {
    if (i >= top || names[i] !== k) {
      same = false;
      break;
    }
    i++;
  }
  same &&= i === top;
  top = start;
  return same ? YES : ODD;
}

export function sameJson(a: unknown, b: unknown): boolean {
  const v = compare(a, b);
  return v === ODD ? JSON.stringify(a) === JSON.stringify(b) : v === YES;
}
