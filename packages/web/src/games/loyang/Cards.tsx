/** Action cards as played: Market stalls with stock, Regular customers with deliveries and marker, Casual customers with the current modifier, Helpers, Common fields. */
import { HELPERS, card, type Regular, type Stall } from '@tabula/loyang';
import type { Lang } from '../../i18n/messages';
import { Pick } from '../pointing/Pick';
import { CardFrame, Coin, Veg } from './pieces';
import { Glyph } from '../../art/loyang/LoyangSymbols';
import { SatisfactionMarker } from '../../art/loyang/MarkerSymbols';
import { cardName, helperName, term } from './words';
import { Lantern } from '../../rules/legend';

export function StallCard({ s, lang }: { s: Stall; lang: Lang }) {
  const c = card(s.id);
  return (
    <Pick k={`card:${s.id}`} className="ly-card-wrap" label={cardName(s.id, lang)}>
      <CardFrame kind="stall" title={term(lang, 'stall')}>
        <div className="ly-offers">
          {c.stall!.map((o, i) => (
            <Pick key={i} k={`stall:${s.id}:${i}`} className={`ly-offer${s.stock[i] ? '' : ' gone'}`}>
              <Veg v={o.veg} lang={lang} dim={!s.stock[i]} />
              <span className="bowls" title={`${o.bowls}`}>
                {Array.from({ length: o.bowls }, (_, b) => (
                  <Glyph key={b} id="ly-bowl" className="bowl" />
                ))}
              </span>
            </Pick>
          ))}
        </div>
      </CardFrame>
    </Pick>
  );
}

export function RegularCard({ r, lang }: { r: Regular; lang: Lang }) {
  const c = card(r.id);
  return (
    <Pick k={`card:${r.id}`} className="ly-card-wrap" label={cardName(r.id, lang)}>
      <CardFrame
        kind="regular"
        title={
          <>
            {term(lang, 'regular')}{' '}
            <SatisfactionMarker side={r.marker} label={term(lang, r.marker === 'red' ? 'markerRed' : 'markerBlue')} />
          </>
        }
      >
        <div className="ly-demand">
          {c.demand!.map((v, i) => (
            <Veg key={i} v={v} lang={lang} />
          ))}
        </div>
        <ol className="ly-rows" reversed>
          {[3, 2, 1, 0].map((row) => (
            <li key={row} className={row < r.rows ? 'filled' : row === r.rows ? 'next' : ''}>
              {c.payments![row]}
            </li>
          ))}
        </ol>
        {/* `due` says a delivery was owed this round; `served` whether it was made (-1: missed, L-9.F.4). */}
        {r.due && r.served === 0 && <div className="due">{term(lang, 'due')}</div>}
        {r.served > 0 && <div className="ok">{term(lang, 'served')}</div>}
        {r.served < 0 && <div className="due">{term(lang, 'missed')}</div>}
      </CardFrame>
    </Pick>
  );
}

export function CasualCard({ id, lang, modifier }: { id: string; lang: Lang; modifier: number }) {
  const c = card(id);
  return (
    <Pick k={`card:${id}`} className="ly-card-wrap" label={cardName(id, lang)}>
      <CardFrame kind="casual" title={term(lang, 'casual')}>
        <div className="ly-demand">
          {c.demand!.map((v, i) => (
            <Veg key={i} v={v} lang={lang} />
          ))}
        </div>
        <div className="price">
          {modifier !== 0 && (
            <>
              {c.price}
              <span className={modifier > 0 ? 'plus' : 'minus'}>
                {' '}
                {modifier > 0 ? `+${modifier}` : `−${-modifier}`}
              </span>
              {' = '}
            </>
          )}
          <Coin n={c.price! + modifier} />
        </div>
      </CardFrame>
    </Pick>
  );
}

export function HelperCard({ id, lang }: { id: string; lang: Lang }) {
  const c = card(id);
  const info = HELPERS.find((h) => h.id === c.type);
  return (
    <Pick k={`card:${id}`} className="ly-card-wrap" label={helperName(c.type, lang)}>
      <CardFrame
        kind="helper"
        title={helperName(c.type, lang)}
        hint={info?.texts.map((t, i) => `${i + 1}. ${t}`).join('\n')}
      >
        {info && (
          <div className="muted small">
            {info.lantern && <Lantern />} {info.optionPhases.map((ph) => ph.join('/')).join(' | ')}
          </div>
        )}
      </CardFrame>
    </Pick>
  );
}

/** Any card by id, face up, for hands, the Courtyard, the Offer and Two-packs. */
export function AnyCard({ id, lang }: { id: string; lang: Lang }) {
  const c = card(id);
  if (c.kind === 'stall') return <StallCard s={{ id, stock: c.stall!.map(() => 1), under: null }} lang={lang} />;
  if (c.kind === 'regular')
    return <RegularCard r={{ id, rows: 0, marker: 'blue', due: false, served: 0, under: null }} lang={lang} />;
  if (c.kind === 'casual') return <CasualCard id={id} lang={lang} modifier={0} />;
  if (c.kind === 'helper') return <HelperCard id={id} lang={lang} />;
  return (
    <CardFrame kind="field" title={cardName(id, lang)}>
      <div className="ly-demand">
        {c.allowed!.map((v) => (
          <Veg key={v} v={v} lang={lang} />
        ))}
      </div>
    </CardFrame>
  );
}
