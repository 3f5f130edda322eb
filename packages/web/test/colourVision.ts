/**
 * Colour-vision deficiency simulation for tests (issue 45): Machado, Oliveira & Fernandes (2009),
 * "A physiologically-based model for simulation of color vision deficiency", severity 1.0, applied
 * in linear RGB; differences as CIE76 ΔE*ab in CIELAB (D65), or CIEDE2000 for the Loyang vegetables.
 */
type Rgb = [number, number, number];
type Matrix = [Rgb, Rgb, Rgb];

export const DEFICIENCIES: Record<'protanopia' | 'deuteranopia' | 'tritanopia', Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function parse(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [m[1]!, m[2]!, m[3]!].map((h) => linear(Number.parseInt(h, 16) / 255)) as Rgb;
}

/** The colour as seen with the deficiency (or as is, without one), in linear RGB. */
function simulate(hex: string, m?: Matrix): Rgb {
  const c = parse(hex);
  if (!m) return c;
  return m.map((row) => Math.min(1, Math.max(0, row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))) as Rgb;
}

function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE*ab between two colours as seen with the deficiency `m` (none: normal vision). */
export function deltaE(a: string, b: string, m?: Matrix): number {
  const p = lab(simulate(a, m));
  const q = lab(simulate(b, m));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** The closest pair of the colours as seen with the deficiency, and how far apart it is. */
export function closestPair(colours: string[], m?: Matrix): { a: string; b: string; dE: number } {
  let best = { a: '', b: '', dE: Number.POSITIVE_INFINITY };
  colours.forEach((a, i) => {
    for (const b of colours.slice(i + 1)) {
      const dE = deltaE(a, b, m);
      if (dE < best.dE) best = { a, b, dE };
    }
  });
  return best;
}

const RAD = Math.PI / 180;

function hue(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / RAD;
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 (Sharma, Wu & Dalal 2005) between two CIELAB colours. */
export function deltaE2000Lab([l1, a1, b1]: Rgb, [l2, a2, b2]: Rgb): number {
  const cMean = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const a1p = a1 * (1 + g);
  const a2p = a2 * (1 + g);
  const c1 = Math.hypot(a1p, b1);
  const c2 = Math.hypot(a2p, b2);
  const h1 = hue(b1, a1p);
  const h2 = hue(b2, a2p);
  let dh = 0;
  if (c1 * c2 !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dL = l2 - l1;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * RAD) / 2);
  const lMean = (l1 + l2) / 2;
  const cpMean = (c1 + c2) / 2;
  let hMean = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) > 180) hMean += hMean < 360 ? 360 : -360;
    hMean /= 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * RAD) +
    0.24 * Math.cos(2 * hMean * RAD) +
    0.32 * Math.cos((3 * hMean + 6) * RAD) -
    0.2 * Math.cos((4 * hMean - 63) * RAD);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7));
  const sL = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sC = 1 + 0.045 * cpMean;
  const sH = 1 + 0.015 * cpMean * t;
  const rT = -Math.sin(2 * dTheta * RAD) * rC;
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** The closest pair of the colours in CIEDE2000, as seen with the deficiency `m` (none: normal vision). */
export function closestPair2000(colours: string[], m?: Matrix): { a: string; b: string; dE: number } {
  const seen = colours.map((c) => lab(simulate(c, m)));
  let best = { a: '', b: '', dE: Number.POSITIVE_INFINITY };
  colours.forEach((a, i) => {
    for (let j = i + 1; j < colours.length; j++) {
      const dE = deltaE2000Lab(seen[i]!, seen[j]!);
      if (dE < best.dE) best = { a, b: colours[j]!, dE };
    }
  });
  return best;
}
