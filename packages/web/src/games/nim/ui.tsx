/** Bidding Nim, the engine's test game: the first table, and the one the generic parts grow on. */
import { nim, type NimAction, type NimView } from '@tabula/engine/nim';
import type { GameUi, TableProps } from '../types';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';

const W = {
  en: {
    bid: 'bid {n}',
    heap: 'choose heap {h}',
    take: 'take {n}',
    heapLabel: 'Heap {h}',
    bids: 'Bids',
    round: 'Round {r}',
    phaseBid: 'secret bids',
    phaseTake: 'taking stones',
    over: 'game over',
    hidden: 'bid made',
    none: '—',
    took: '{p} takes {n} from heap {h}',
    revealed: 'Bids revealed: {b}; {p} goes first',
    won: '{p} takes the last stone and wins',
    bidMade: '{p} has bid',
    ownBid: 'You bid {n}',
    lastStone: 'last stone',
  },
  de: {
    bid: '{n} bieten',
    heap: 'Haufen {h} wählen',
    take: '{n} nehmen',
    heapLabel: 'Haufen {h}',
    bids: 'Gebote',
    round: 'Runde {r}',
    phaseBid: 'geheime Gebote',
    phaseTake: 'Steine nehmen',
    over: 'Spielende',
    hidden: 'geboten',
    none: '—',
    took: '{p} nimmt {n} von Haufen {h}',
    revealed: 'Gebote aufgedeckt: {b}; {p} beginnt',
    won: '{p} nimmt den letzten Stein und gewinnt',
    bidMade: '{p} hat geboten',
    ownBid: 'Du bietest {n}',
    lastStone: 'letzter Stein',
  },
  it: {
    bid: 'offri {n}',
    heap: 'scegli il mucchio {h}',
    take: 'prendi {n}',
    heapLabel: 'Mucchio {h}',
    bids: 'Offerte',
    round: 'Round {r}',
    phaseBid: 'offerte segrete',
    phaseTake: 'si prendono pietre',
    over: 'fine partita',
    hidden: 'offerta fatta',
    none: '—',
    took: '{p} prende {n} dal mucchio {h}',
    revealed: 'Offerte svelate: {b}; inizia {p}',
    won: '{p} prende l’ultima pietra e vince',
    bidMade: '{p} ha offerto',
    ownBid: 'Hai offerto {n}',
    lastStone: 'ultima pietra',
  },
} satisfies Record<Lang, Record<string, string>>;

function w(lang: Lang, key: keyof (typeof W)['en'], p: Record<string, string | number> = {}): string {
  return formatIcu(lang, W[lang][key], p);
}

function describe(a: NimAction, _v: NimView, lang: Lang): string {
  if (a.type === 'bid') return w(lang, 'bid', { n: a.n });
  if (a.type === 'heap') return w(lang, 'heap', { h: a.heap + 1 });
  return w(lang, 'take', { n: a.n });
}

function NimTable({ view, legal, act, names, lang, busy }: TableProps<NimView, NimAction>) {
  const heapPick = new Set(legal.flatMap((a) => (a.type === 'heap' ? [a.heap] : [])));
  const top = view.pending[view.pending.length - 1];
  return (
    <div className="nim">
      <div className="nim-heaps">
        {view.heaps.map((h, i) => (
          <button
            key={i}
            type="button"
            className={`nim-heap${heapPick.has(i) ? ' pickable' : ''}${top?.heap === i ? ' chosen' : ''}`}
            disabled={busy || !heapPick.has(i)}
            onClick={() => act({ type: 'heap', heap: i })}
            aria-label={`${w(lang, 'heapLabel', { h: i + 1 })}: ${h}`}
          >
            <span className="nim-label">{w(lang, 'heapLabel', { h: i + 1 })}</span>
            <span className="nim-stones" aria-hidden>
              {'●'.repeat(h) || '·'}
            </span>
            <span className="nim-count">{h}</span>
          </button>
        ))}
      </div>
      <div className="nim-bids">
        <strong>{w(lang, 'bids')}:</strong>{' '}
        {view.bids.map((b, i) => (
          <span key={i} className="nim-bid">
            {names[i]}: {b === null ? w(lang, 'none') : b === 'hidden' ? w(lang, 'hidden') : b}
          </span>
        ))}
      </div>
      <div className="nim-choices">
        {legal
          .filter((a) => a.type !== 'heap')
          .map((a, i) => (
            <button key={i} type="button" disabled={busy} onClick={() => act(a)}>
              {describe(a, view, lang)}
            </button>
          ))}
      </div>
    </div>
  );
}

export const ui: GameUi<NimView, NimAction> = {
  game: nim,
  Table: NimTable,
  describe,
  title: { en: 'Bidding Nim', de: 'Bietendes Nim', it: 'Nim ad asta' },
  status: (v, lang) =>
    `${w(lang, 'round', { r: v.round })} · ${v.phase === 'bid' ? w(lang, 'phaseBid') : v.phase === 'take' ? w(lang, 'phaseTake') : w(lang, 'over')}`,
  eventText(e, lang, names) {
    const p = (s: unknown) => names[Number(s)] ?? `#${String(s)}`;
    if (e.type === 'took') return w(lang, 'took', { p: p(e.seat), n: Number(e.n), h: Number(e.heap) + 1 });
    if (e.type === 'bidsRevealed') return w(lang, 'revealed', { b: (e.bids as number[]).join(', '), p: p(e.first) });
    if (e.type === 'gameOver') return w(lang, 'won', { p: p(e.winner) });
    if (e.type === 'bid') return w(lang, 'bidMade', { p: p(e.seat) });
    if (e.type === 'ownBid') return w(lang, 'ownBid', { n: Number(e.n) });
    return null;
  },
  breakdownLabel: (k, lang) => (k === 'lastStone' ? w(lang, 'lastStone') : k),
  ended: (v) => ({ ...v, phase: 'over' }),
};
