/**
 * Where the 2-player board draws each province's marker (H-14.3) so that it covers no city (its
 * Kontor spaces and name), trading post, bonus token or soldier (issue 24: province markers sat on
 * Hildesheim's Kontors and on posts). The map's label point is kept when it is clear; else the
 * nearest clear point on rings around it, so the marker stays inside its province.
 */
import { HANSA_MAP, type BoardId } from '@tabula/hansa';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A Kontor space's width in board units: Board.tsx draws cities with it. */
export const K = 20;
/** The marker's radius with the pawn on it, and the gap kept around it. */
export const MARKER_R = 13;
const GAP = 2;

/** What a province marker must not cover, in board units. */
export function obstacles(board: BoardId): Box[] {
  const data = HANSA_MAP[board];
  const out: Box[] = [];
  for (const c of data.cities) {
    // Room for one Extra Kontor (H-11.4) beside the printed spaces, and the name above the box.
    const n = c.kontors.length + 1;
    const half = (n * K) / 2 + 3;
    out.push({
      x0: c.position.x - half,
      y0: c.position.y - K / 2 - 20,
      x1: c.position.x + half,
      y1: c.position.y + K / 2 + (c.eastWestEndpoint ? K : 3),
    });
  }
  for (const r of data.routes) {
    for (const p of r.postPositions) out.push({ x0: p.x - 10, y0: p.y - 10, x1: p.x + 10, y1: p.y + 10 });
    if (r.tavern || r.bonusTokenPosition)
      out.push({
        x0: r.bonusTokenPosition.x - 11,
        y0: r.bonusTokenPosition.y - 10,
        x1: r.bonusTokenPosition.x + 11,
        y1: r.bonusTokenPosition.y + 10,
      });
  }
  for (const s of data.twoPlayer?.soldiers ?? [])
    out.push({ x0: s.position.x - 8, y0: s.position.y - 9, x1: s.position.x + 8, y1: s.position.y + 6 });
  return out;
}

/** Whether a circle (x, y, r) touches a box. */
export function hits(x: number, y: number, r: number, b: Box): boolean {
  const dx = Math.max(b.x0 - x, 0, x - b.x1);
  const dy = Math.max(b.y0 - y, 0, y - b.y1);
  return dx * dx + dy * dy < r * r;
}

const cache = new Map<BoardId, Record<string, { x: number; y: number }>>();

export function provinceLabels(board: BoardId): Record<string, { x: number; y: number }> {
  const have = cache.get(board);
  if (have) return have;
  const data = HANSA_MAP[board];
  const blocked = obstacles(board);
  const out: Record<string, { x: number; y: number }> = {};
  const clear = (x: number, y: number) =>
    x > MARKER_R &&
    y > MARKER_R &&
    x < data.frame.width - MARKER_R &&
    y < data.frame.height - MARKER_R &&
    !blocked.some((b) => hits(x, y, MARKER_R + GAP, b)) &&
    !Object.values(out).some((o) => Math.hypot(o.x - x, o.y - y) < 2 * MARKER_R + GAP);
  for (const p of data.twoPlayer?.provinces ?? []) {
    const home = p.outer ? { x: 40, y: 30 } : p.labelPosition;
    let at = home;
    search: for (let ring = 0; ring <= 6; ring++) {
      const steps = ring === 0 ? 1 : 12 * ring;
      for (let k = 0; k < steps; k++) {
        const a = (2 * Math.PI * k) / steps;
        const x = home.x + ring * 8 * Math.cos(a);
        const y = home.y + ring * 8 * Math.sin(a);
        if (clear(x, y)) {
          at = { x: Math.round(x), y: Math.round(y) };
          break search;
        }
      }
    }
    out[p.id] = at;
  }
  cache.set(board, out);
  return out;
}
