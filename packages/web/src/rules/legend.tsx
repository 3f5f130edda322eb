/**
 * The symbols each table draws, drawn the same way here, each with its meaning (texts in the
 * book's `legend`) and the rule it comes from. The glyphs match the tables' own (`games/*` and
 * `art/*` — Loyang's drawn vegetables and bowls, the Starting player's tokens 1 and 2, Hansa's token marks K+ ⇄ +3 +4 ↑ ×3, ★ for an ability city); a test checks it.
 */
import type { ReactNode } from 'react';
import type { RuleGame } from './book';
import { Glyph, LoyangSymbols } from '../art/loyang/LoyangSymbols';
import { SatisfactionMarker } from '../art/loyang/MarkerSymbols';

export interface LegendEntry {
  key: string;
  rule: string;
  symbol: ReactNode;
}

const svg = (children: ReactNode, w = 22) => (
  <svg width={w} height={22} viewBox={`0 0 ${w} 22`} aria-hidden focusable="false" className="legend-svg">
    {children}
  </svg>
);

/** The lantern drawn, not an emoji a system font may lack (issue 24). */
export const Lantern = () =>
  svg(
    <>
      <rect x={9} y={2} width={4} height={3} fill="#5b4636" />
      <ellipse cx={11} cy={12} rx={6.5} ry={7} fill="#c0392b" stroke="#5b4636" />
      <path d="M11 5 V19 M6 12 H16" stroke="#f5d76e" strokeWidth={1} />
      <rect x={9} y={18.5} width={4} height={2.5} fill="#5b4636" />
    </>,
  );

const HANSA_TOKEN_MARKS: Record<string, string> = {
  extraKontor: 'K+',
  swapKontors: '⇄',
  plus3: '+3',
  plus4: '+4',
  upgradeAbility: '↑',
  removeThree: '×3',
};
/** The rule of each Hansa bonus token (H-11), for its legend line and the link beside it on a desk. */
export const TOKEN_RULES: Record<string, string> = {
  extraKontor: 'H-11.4',
  swapKontors: 'H-11.5',
  plus3: 'H-11.8',
  plus4: 'H-11.8',
  upgradeAbility: 'H-11.7',
  removeThree: 'H-11.9',
};

const hex = (label: string) =>
  svg(
    <>
      <polygon points="0,11 5.5,1.5 16.5,1.5 22,11 16.5,20.5 5.5,20.5" fill="#f5d76e" stroke="#7a5b12" />
      <text x={11} y={15} textAnchor="middle" fontSize={10} fontWeight={700} fill="#3b2a1e">
        {label}
      </text>
    </>,
  );

const LOYANG: LegendEntry[] = [
  {
    key: 'veg',
    rule: 'L-1.3',
    symbol: (
      <span className="veg-row">
        {/* The table's drawings (issue 45), defined here once for the rules page. */}
        <LoyangSymbols />
        {['wheat', 'pumpkin', 'turnip', 'cabbage', 'bean', 'leek'].map((v) => (
          <span key={v} className={`veg veg-${v}`}>
            <Glyph id={`ly-veg-${v}`} className="veg-icon" />
          </span>
        ))}
      </span>
    ),
  },
  {
    key: 'bowl',
    rule: 'L-9.D.1',
    symbol: (
      <span className="bowls">
        <Glyph id="ly-bowl" className="bowl" />
        <Glyph id="ly-bowl" className="bowl" />
      </span>
    ),
  },
  { key: 'lantern', rule: 'L-15.2', symbol: <Lantern /> },
  { key: 'phases', rule: 'L-15.1', symbol: <span className="muted small">2/3 | 3</span> },
  { key: 'buy', rule: 'L-9.B.1', symbol: <span className="price buy">3</span> },
  { key: 'sell', rule: 'L-9.C.1', symbol: <span className="price sell">1</span> },
  {
    key: 'marker',
    rule: 'L-9.F.4',
    symbol: (
      <>
        <SatisfactionMarker side="blue" /> <SatisfactionMarker side="red" />
      </>
    ),
  },
  {
    key: 'modifier',
    rule: 'L-9.G.1',
    symbol: (
      <span className="price">
        9<span className="plus"> +2</span> ={' '}
        <span className="coin">
          <Glyph id="ly-coin" className="coin-face" />
          <strong className="coin-n">11</strong>
        </span>
      </span>
    ),
  },
  {
    key: 'start',
    rule: 'L-5.14',
    symbol: (
      <>
        <span className="token big-token">1</span> <span className="token small-token">2</span>
      </>
    ),
  },
  {
    key: 'path',
    rule: 'L-11.1',
    // As the table draws it (art/loyang/PathTrack.tsx): stepping stones on a road, the marker on one.
    symbol: svg(
      <>
        <path d="M9 11H61" className="ly-path-road" />
        {[1, 2, 20].map((n, i) => (
          <g key={n} className={`ly-stone${n < 3 ? ' passed' : ''}`}>
            <rect x={[1, 15, 53][i]!} y={3} width={16} height={16} rx={4.5} />
            <text x={[9, 23, 61][i]!} y={14.2}>
              {n}
            </text>
          </g>
        ))}
        <g className="ly-path-marker" style={{ fill: 'var(--p0)' }}>
          <circle cx={38} cy={11} r={9} />
          <text x={38} y={14.6}>
            3
          </text>
        </g>
      </>,
      70,
    ),
  },
];

const square = (fill: string, round = false) =>
  svg(
    round ? (
      <circle cx={11} cy={11} r={8} fill={fill} stroke="#111" />
    ) : (
      <rect x={3} y={3} width={16} height={16} rx={2} fill={fill} stroke="#111" />
    ),
  );

const HANSA: LegendEntry[] = [
  { key: 'trader', rule: 'H-1.3', symbol: square('#c0392b') },
  { key: 'merchant', rule: 'H-1.3', symbol: square('#c0392b', true) },
  {
    key: 'post',
    rule: 'H-2.3',
    symbol: svg(<rect x={1} y={1} width={20} height={20} rx={4} fill="#fffaf0" stroke="#5b4636" strokeWidth={1.5} />),
  },
  {
    key: 'kontor',
    rule: 'H-2.1',
    symbol: svg(
      <>
        <rect x={1} y={3} width={16} height={16} fill="#f4f1ea" stroke="#222" />
        <circle cx={15} cy={5} r={3.5} fill="#e6b800" stroke="#7a5b12" />
      </>,
    ),
  },
  {
    key: 'privilege',
    rule: 'H-3.9',
    symbol: svg(
      ['#f4f1ea', '#f0a040', '#e58fb8', '#333'].map((f, i) => (
        <rect key={f} x={1 + i * 11} y={5} width={10} height={12} fill={f} stroke="#222" />
      )),
      46,
    ),
  },
  { key: 'coin', rule: 'H-10.9', symbol: svg(<circle cx={11} cy={11} r={6} fill="#e6b800" stroke="#7a5b12" />) },
  { key: 'ability', rule: 'H-2.4', symbol: <strong>★</strong> },
  { key: 'tavern', rule: 'H-2.6', symbol: svg(<circle cx={11} cy={11} r={6} fill="#7a5b12" opacity={0.5} />) },
  ...Object.entries(HANSA_TOKEN_MARKS).map(([k, mark]) => ({ key: k, rule: TOKEN_RULES[k]!, symbol: hex(mark) })),
  {
    key: 'coellen',
    rule: 'H-10.13',
    symbol: svg(
      <>
        <circle cx={11} cy={11} r={10} fill="#333" stroke="#222" />
        <text x={11} y={15} textAnchor="middle" fontSize={10} fontWeight={700} fill="#fff">
          11
        </text>
      </>,
    ),
  },
  {
    key: 'province',
    rule: 'H-14.3',
    symbol: svg(<circle cx={11} cy={11} r={9} fill="rgba(255,255,255,0.6)" stroke="#3b2a1e" strokeDasharray="3 2" />),
  },
  { key: 'pawn', rule: 'H-14.5', symbol: svg(<circle cx={11} cy={11} r={10} fill="#3b2a1e" stroke="#3b2a1e" />) },
  { key: 'soldier', rule: 'H-14.2', symbol: svg(<polygon points="11,2 19,17 3,17" fill="#555" stroke="#111" />) },
];

export const LEGENDS: Record<RuleGame, LegendEntry[]> = { loyang: LOYANG, hansa: HANSA };
