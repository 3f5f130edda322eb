/**
 * A city's shield (issue 45: a heraldic shield per city): flat-topped, straight-sided around its
 * row of Kontor spaces, its foot drawn to a short point below them.
 */
const SHIELD_POINT = 5;

/** The shield's outline: `w` wide and `h` tall from (x, y) to where its sides turn, then the point. */
export function shieldPath(x: number, y: number, w: number, h: number): string {
  const r = x + w;
  const b = y + h;
  const cx = x + w / 2;
  const turn = Math.min(8, h / 3);
  const k = Math.min(12, w * 0.14);
  return `M${x} ${y} H${r} V${b - turn} Q${r} ${b} ${cx + k} ${b + 2} L${cx} ${b + SHIELD_POINT} L${cx - k} ${b + 2} Q${x} ${b} ${x} ${b - turn} Z`;
}
