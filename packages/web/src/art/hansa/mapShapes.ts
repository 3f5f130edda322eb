/**
 * The shapes of the drawn Hansa map (issue 45: a map of our own, not the publisher's), derived from
 * the board data's city positions: the north coast runs through the harbour cities (the row of
 * cities nearest the top edge) with the shore between them farther out, a few islands lie off it,
 * and rivers run through their cities (rivers.json). A map's look, not geography.
 */
import type { HANSA_MAP } from '@tabula/hansa';
import rivers from './rivers.json';

type Board = (typeof HANSA_MAP)[keyof typeof HANSA_MAP];
interface Pt {
  x: number;
  y: number;
}

/** A smooth path through the points (Catmull-Rom as cubic Béziers). */
function smooth(pts: Pt[]): string {
  if (pts.length < 2) return '';
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = `M${r(pts[0]!.x)} ${r(pts[0]!.y)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${r(c1.x)} ${r(c1.y)} ${r(c2.x)} ${r(c2.y)} ${r(p2.x)} ${r(p2.y)}`;
  }
  return d;
}

/** The harbour cities: those in the top fifth of the board, west to east. */
function harbours(b: Board): Pt[] {
  return b.cities
    .filter((c) => c.position.y < b.frame.height / 5)
    .map((c) => c.position)
    .sort((p, q) => p.x - q.x);
}

/** The coast, west edge to east edge: through each harbour, the shore between them farther north. */
function coast(b: Board): Pt[] {
  const h = harbours(b);
  const pts: Pt[] = [{ x: -20, y: h[0]!.y - 50 }];
  h.forEach((p, i) => {
    pts.push({ x: p.x, y: p.y - 4 });
    const q = h[i + 1];
    if (q) pts.push({ x: (p.x + q.x) / 2, y: Math.max(16, Math.min(p.y, q.y) - 40) });
  });
  pts.push({ x: b.frame.width + 20, y: h[h.length - 1]!.y - 34 });
  return pts;
}

/** The land: everything south of the coast. */
export function landPath(b: Board): string {
  const { width, height } = b.frame;
  return `${smooth(coast(b))} L${width + 20} ${height + 20} L-20 ${height + 20} Z`;
}

/** Islands off the coast: one off each stretch of shore between two harbours, where the sea is wide enough. */
export function islands(b: Board): { cx: number; cy: number; rx: number }[] {
  const c = coast(b);
  const out: { cx: number; cy: number; rx: number }[] = [];
  for (let i = 2; i < c.length - 1; i += 2) {
    const p = c[i]!;
    if (p.y > 34) out.push({ cx: p.x, cy: p.y - 18, rx: Math.min(40, (c[i + 1]!.x - c[i - 1]!.x) / 6) });
  }
  return out;
}

/** Each river's path: through its cities with a gentle meander between them, then to its mouth (drawn clipped to the land). */
export function riverPaths(b: Board): string[] {
  const at = (id: string) => b.cities.find((c) => c.id === id)?.position;
  return rivers.rivers.map((river) => {
    const cities = river.cities.map(at).filter((p): p is Pt => !!p);
    const pts: Pt[] = [];
    cities.forEach((p, i) => {
      pts.push(p);
      const q = cities[i + 1];
      if (!q) return;
      // A bend off the straight line, alternately left and right, a tenth of the stretch.
      const side = i % 2 ? 1 : -1;
      const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const k = (side * len) / 10;
      pts.push({ x: (p.x + q.x) / 2 + ((q.y - p.y) / len) * k, y: (p.y + q.y) / 2 - ((q.x - p.x) / len) * k });
    });
    const last = cities[cities.length - 1]!;
    pts.push(river.mouth === 'west' ? { x: -20, y: last.y - 30 } : { x: last.x - 12, y: -20 });
    return smooth(pts);
  });
}
