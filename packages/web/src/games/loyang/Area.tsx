/**
 * One player's area as on the table: the T-board (Path of Prosperity above the Shop with its slots
 * and prices), fields with their vegetables and the Field pile, Cart and Storehouse, the played
 * cards (Market stalls, Regular and Casual customers, Helpers, Two-pack stacks) and Loans.
 */
import { BUY_PRICE, SELL_PRICE, SHOP_SLOTS, fieldSpaces, type LoyangView, type SeatView } from '@tabula/loyang';
import type { Lang } from '../../i18n/messages';
import { Pick } from '../pointing/Pick';
import { useLastMove } from '../lastMove';
import { CasualCard, HelperCard, RegularCard, StallCard } from './Cards';
import { Coin, Veg } from './pieces';
import { Glyph } from '../../art/loyang/LoyangSymbols';
import { PathTrack } from '../../art/loyang/PathTrack';
import { RuleLink } from '../../rules/RuleLink';
import { cardName, term, VEG_KEYS } from './words';

const PATH_TOP = 20;

type Mk = (key: string) => string;

function casualModifier(p: SeatView, extra = 0): number {
  if (p.sales) return 2;
  const c = p.casuals.length + extra;
  const r = p.regulars.length;
  return c === r ? 0 : c > r ? -2 : 2;
}

function Path({ p, lang, steps, mk }: { p: SeatView; lang: Lang; steps: number | null; mk: Mk }) {
  const next = p.path < PATH_TOP ? (steps === 0 || steps === null ? 1 : p.path + 1) : null;
  return (
    <Pick k={mk('path')} className="ly-path" label={term(lang, 'path')}>
      <div className="ly-path-title">
        {term(lang, 'path')}: <strong>{p.path}</strong>
        {steps !== null && next !== null && <span className="muted"> · {term(lang, 'step', { n: next })}</span>}
      </div>
      <PathTrack at={p.path} next={steps !== null ? next : null} seat={p.seat} />
    </Pick>
  );
}

function Shop({ p, lang, mk }: { p: SeatView; lang: Lang; mk: Mk }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of pickable Shop columns, not form fields; a <fieldset> would bring a legend, border and padding.
    <div className="ly-shop" role="group" aria-label={term(lang, 'shop')}>
      <div className="ly-box-title">{term(lang, 'shop')}</div>
      <div className="ly-shop-cols">
        {VEG_KEYS.map((_, v) => (
          <Pick key={v} k={mk(`shop:${v}`)} className="ly-shop-col" label={`${term(lang, 'shop')} ${v}`}>
            <div className="slots">
              {Array.from({ length: SHOP_SLOTS[v]! }, (_, i) => (
                <span key={i} className={`slot${i < p.shop[v]! ? ' full' : ''}`}>
                  {i < p.shop[v]! ? (
                    <Veg v={v} lang={lang} />
                  ) : (
                    <Glyph id={`ly-veg-${VEG_KEYS[v]}`} className={`veg-icon slot-empty veg-${VEG_KEYS[v]}`} />
                  )}
                </span>
              ))}
            </div>
            <span className="price buy" title={term(lang, 'buy')}>
              {BUY_PRICE[v]}
            </span>
            <span className="price sell" title={term(lang, 'sell')}>
              {SELL_PRICE[v]}
            </span>
          </Pick>
        ))}
      </div>
    </div>
  );
}

function Fields({ p, lang }: { p: SeatView; lang: Lang }) {
  return (
    <div className="ly-fields" data-spot={`seat${p.seat}:fields`}>
      {p.fields.map((f) => (
        <Pick
          key={f.id}
          k={`field:${f.id}`}
          className={`ly-field${f.veg < 0 ? ' unsown' : ''}`}
          label={cardName(f.id, lang)}
        >
          <div className="ly-field-name">
            <Glyph id="ly-kind-field" className="kind-glyph" />
            {cardName(f.id, lang)}
          </div>
          <div className="ly-field-spaces">
            {Array.from({ length: fieldSpaces(f.id) }, (_, i) => (
              <span key={i} className="space">
                {i < f.n && f.veg >= 0 ? <Veg v={f.veg} lang={lang} /> : null}
              </span>
            ))}
          </div>
          {f.under && (
            <div className="under muted">
              {term(lang, 'under')}: {cardName(f.under, lang)}
            </div>
          )}
        </Pick>
      ))}
      <Pick k={`pile:${p.seat}`} className={`ly-pile${p.pileCount ? '' : ' empty'}`} label={term(lang, 'pile')}>
        <div className="ly-field-name">{term(lang, 'pile')}</div>
        <div className="big">{p.pileCount}</div>
        {p.pile && <div className="muted small">{p.pile.map((id) => cardName(id, lang)).join(', ')}</div>}
        {p.pileBottomFields.length > 0 && (
          <div className="muted small">↓ {p.pileBottomFields.map((id) => cardName(id, lang)).join(', ')}</div>
        )}
      </Pick>
    </div>
  );
}

function Goods({ p, lang, mk }: { p: SeatView; lang: Lang; mk: Mk }) {
  const cap = p.upgraded ? 4 : 1;
  const stored = p.store.reduce((a, b) => a + b, 0);
  // The whole Cart is marked when the last move changed it: a vegetable sold to the last one is no longer drawn.
  const cartChanged = useLastMove(mk('cart'));
  return (
    <div className="ly-goods">
      <div className={`ly-cart${cartChanged ? ' last-move' : ''}`} data-k={mk('cart')}>
        <div className="ly-box-title">{term(lang, 'cart')}</div>
        <div className="veg-row">
          {p.cart.map((n, v) =>
            n > 0 ? (
              <Pick key={v} k={mk(`cart:${v}`)} className="ly-cart-veg" label={`${term(lang, 'cart')}`}>
                <Veg v={v} n={n} lang={lang} />
              </Pick>
            ) : null,
          )}
          {p.cart.every((n) => n === 0) && <span className="muted">{term(lang, 'empty')}</span>}
        </div>
      </div>
      <Pick k={mk('store')} className="ly-store" label={term(lang, 'store')}>
        <div className="ly-box-title">
          {term(lang, 'store')}{' '}
          <span className="muted">
            ({stored}/{cap})
          </span>
        </div>
        <div className="veg-row">
          {p.store.map((n, v) => (n > 0 ? <Veg key={v} v={v} n={n} lang={lang} /> : null))}
          {stored === 0 && <span className="muted">{term(lang, 'empty')}</span>}
        </div>
      </Pick>
      <Pick k={mk('loans')} className="ly-loans" label={term(lang, 'loans')}>
        <div className="ly-box-title">{term(lang, 'loans')}</div>
        <div className="big">{p.loans}</div>
      </Pick>
    </div>
  );
}

export function Area({ v, p, name, lang, me }: { v: LoyangView; p: SeatView; name: string; lang: Lang; me: boolean }) {
  const decisions = v.decisions[p.seat] ?? [];
  const pathDecision = decisions.find((d) => d.kind === 'path') as { steps: number } | undefined;
  const active = v.active.includes(p.seat);
  // Shop, Cart, Storehouse, Loans and Path keys name no seat: only the viewer's own area answers them.
  const mk: Mk = (k) => (me ? k : `seat${p.seat}:${k}`);
  const mod = casualModifier(p);
  const cashChanged = useLastMove(`seat${p.seat}:cash`);
  const stacked = new Map(p.stacks.map((s) => [s.top, s.under]));
  const under = (id: string) =>
    stacked.has(id) ? (
      <div className="under muted small">
        {term(lang, 'under')}: {cardName(stacked.get(id)!, lang)}
      </div>
    ) : null;
  return (
    <section
      className={`ly-area pb${p.seat}${active ? ' active' : ''}${me ? ' me' : ''}`}
      aria-label={name}
      data-testid={`area-${p.seat}`}
    >
      <header className="ly-area-head">
        <Pick k={`player:${p.seat}`} className="ly-name">
          <span className={`dot p${p.seat}`} aria-hidden />
          <strong>{name}</strong>
          {me && <span className="muted"> ({term(lang, 'you')})</span>}
        </Pick>
        {v.startSeat === p.seat && (
          <span className="token big-token" title={term(lang, 'start')}>
            1
          </span>
        )}
        {v.secondSeat === p.seat && (
          <span className="token small-token" title={`${term(lang, 'start')} (${term(lang, 'second')})`}>
            2
          </span>
        )}
        <Coin
          n={p.cash}
          title={term(lang, 'cash')}
          className={`cash${cashChanged ? ' last-move' : ''}`}
          spot={`seat${p.seat}:cash`}
        />
        {v.partner[p.seat] !== undefined && v.partner[p.seat]! >= 0 && (
          <span className="muted">
            {term(lang, 'partner')}: #{v.partner[p.seat]! + 1}
          </span>
        )}
        {p.done && v.phase === 'action' && <span className="muted">✓ {term(lang, 'done')}</span>}
        {!me && (
          <span className="muted" data-spot={`seat${p.seat}:hand`}>
            {term(lang, 'hand')}: {p.handCount}
            {p.hasStart ? ` + ${term(lang, 'startCard')}` : ''}
          </span>
        )}
      </header>
      <div className="ly-tboard">
        <Path p={p} lang={lang} steps={pathDecision ? pathDecision.steps : null} mk={mk} />
        <Shop p={p} lang={lang} mk={mk} />
      </div>
      <Fields p={p} lang={lang} />
      <Goods p={p} lang={lang} mk={mk} />
      <div className="ly-played">
        {p.stalls.map((s) => (
          <div key={s.id}>
            <StallCard s={s} lang={lang} />
            {under(s.id)}
          </div>
        ))}
        {p.regulars.map((r) => (
          <div key={r.id}>
            <RegularCard r={r} lang={lang} />
            {under(r.id)}
          </div>
        ))}
        {p.casuals.map((c) => (
          <div key={c.id}>
            <CasualCard id={c.id} lang={lang} modifier={mod} />
            {under(c.id)}
          </div>
        ))}
        {p.helpers.map((h) => (
          <div key={h.id}>
            <HelperCard id={h.id} lang={lang} />
            {/* The Helpers' rules one tap away (issue 24), beside the card: a link inside a pointable card would nest two controls. */}
            <span className="small">
              <RuleLink game="loyang" id="L-15.1" />
            </span>
            {under(h.id)}
          </div>
        ))}
      </div>
      {p.stacks.length > 0 && (
        <div className="muted small">
          {term(lang, 'twoPacks')}:{' '}
          {p.stacks.map((s) => `${cardName(s.top, lang)} / ${cardName(s.under, lang)}`).join(' · ')}
        </div>
      )}
    </section>
  );
}
