/**
 * The Loyang table: round, phase and who acts; the Draw and Discard piles; the Courtyard during
 * distribution; the solo Offer and imaginary opponent; the 4-player pairs; my hand; and every
 * player's area (mine first). Everything the legal actions concern can be pointed at.
 */
import { useCallback, useMemo } from 'react';
import { SOLO, type LoyangAction, type LoyangView } from '@tabula/loyang';
import type { TableProps } from '../types';
import { MoveBar } from '../pointing/MoveBar';
import { Pick } from '../pointing/Pick';
import { PickProvider } from '../pointing/PickProvider';
import { LoyangSymbols } from '../../art/loyang/LoyangSymbols';
import { Coin } from './pieces';
import { AnyCard, CasualCard, RegularCard, StallCard } from './Cards';
import { Area } from './Area';
import { describe } from './describe';
import { keysFor } from './keys';
import { loyangIntent } from './intents';
import { decisionPrompt } from './prompts';
import { RuledText } from '../RuledText';
import { cardName, term } from './words';
import { loyangCost } from './costs';
import { useI18n } from '../../i18n/i18n';
import { useLastMove } from '../lastMove';

export function LoyangTable({ view: v, seat, legal, act, names, lang, busy }: TableProps<LoyangView, LoyangAction>) {
  const keysOf = useMemo(() => keysFor(seat), [seat]);
  // Pointing at a thing that offers nothing asks the engine why (issue 24).
  const intentOf = useMemo(() => loyangIntent(v, seat), [v, seat]);
  const { t } = useI18n();
  const costOf = useMemo(() => loyangCost(legal, t), [legal, t]);
  const say = useCallback((a: LoyangAction) => describe(a, v, lang, names), [v, lang, names]);
  const me = seat !== null ? v.seats[seat] : undefined;
  const order =
    seat !== null ? [seat, ...v.seats.map((s) => s.seat).filter((s) => s !== seat)] : v.seats.map((s) => s.seat);
  // The seat's own area leads; a spectator sees every area in the first column.
  const own = seat !== null ? [seat] : order;
  const rest = seat !== null ? order.slice(1) : [];
  const top = seat !== null ? v.decisions[seat]?.[v.decisions[seat]!.length - 1] : undefined;
  const phase = term(lang, v.phase === 'over' ? 'over' : v.phase);
  const discardChanged = useLastMove('discard');
  return (
    <PickProvider
      legal={legal}
      keysOf={keysOf}
      act={act}
      describe={say}
      busy={busy}
      costOf={costOf}
      intentOf={intentOf}
    >
      <div className={v.phase === 'over' ? 'loyang over' : 'loyang'} data-testid="loyang-table">
        <LoyangSymbols />
        <div className="ly-common">
          <span className="ly-round">
            {term(lang, 'round', { r: v.round })} · <strong>{phase}</strong>
          </span>
          <Pick k="draw" className="ly-pilebox" label={term(lang, 'draw')}>
            {term(lang, 'draw')}: <strong>{v.drawCount}</strong>
          </Pick>
          <span
            className={`ly-pilebox${discardChanged ? ' last-move' : ''}`}
            data-spot="discard"
            title={v.discard.map((id) => cardName(id, lang)).join(', ')}
          >
            {term(lang, 'discard')}: <strong>{v.discard.length}</strong>
          </span>
          {v.players === 4 && v.phase === 'action' && v.partner.some((p) => p >= 0) && (
            <span>
              {term(lang, 'pairs')}: {v.groups.map((g) => g.map((s) => names[s]).join(' + ')).join(' · ')}
            </span>
          )}
        </div>
        {/* What to do now leads the move bar, so that the bar keeps one place and one room for a
            turn (loyang-table.css) and the prompt stays in sight with the buttons when the page scrolls. */}
        <MoveBar
          lead={
            top && legal.length > 0 ? (
              <p className="ly-decision" data-testid="decision">
                <RuledText text={decisionPrompt(top, lang, v)} game="loyang" />
              </p>
            ) : null
          }
        />
        {/* Board first (issue 45): what this seat acts on — the Courtyard, its hand, its own fields
            and Shop — in the first column, the Offer, the imaginary opponent and the other seats'
            areas beside it on a wide screen (below it on a narrow one). */}
        <div className="ly-board">
          <div className="ly-mine">
            {top?.kind === 'twoPack' && (
              <div className="ly-row">
                <span className="ly-box-title">{term(lang, 'twoPacks')}</span>
                {top.cards.map((id) => (
                  <Pick key={id} k={`keep:${id}`} className="ly-hand-card">
                    <AnyCard id={id} lang={lang} />
                  </Pick>
                ))}
              </div>
            )}
            {(v.phase === 'card' || v.courtyard.length > 0) && v.players > 1 && (
              <section className="ly-row ly-courtyard" aria-label={term(lang, 'courtyard')} data-testid="courtyard">
                <span className="ly-box-title">{term(lang, 'courtyard')}</span>
                {v.courtyard.length === 0 && <span className="muted">{term(lang, 'empty')}</span>}
                {v.courtyard.map((id) => (
                  <Pick key={id} k={`court:${id}`} className="ly-hand-card">
                    <AnyCard id={id} lang={lang} />
                  </Pick>
                ))}
              </section>
            )}
            {me && (me.hand?.length || me.start) ? (
              <section
                className="ly-row ly-hand"
                aria-label={term(lang, 'hand')}
                data-testid="hand"
                data-spot={`seat${me.seat}:hand`}
              >
                <span className="ly-box-title">{term(lang, 'hand')}</span>
                {me.hand?.map((id) => (
                  <Pick key={id} k={`hand:${id}`} className="ly-hand-card">
                    <AnyCard id={id} lang={lang} />
                  </Pick>
                ))}
                {me.start && (
                  <Pick k="start" className="ly-hand-card">
                    <div className="muted small">{term(lang, 'startCard')}</div>
                    <AnyCard id={me.start} lang={lang} />
                  </Pick>
                )}
              </section>
            ) : null}
            {own.map((s) => (
              <Area key={s} v={v} p={v.seats[s]!} name={names[s] ?? `#${s + 1}`} lang={lang} me={s === seat} />
            ))}
          </div>
          {(v.offer || v.opp || rest.length > 0) && (
            <div className="ly-shared">
              {v.offer && <SoloOffer v={v} lang={lang} />}
              {v.opp && (
                <section className="ly-row" aria-label={term(lang, 'opponent')}>
                  <span className="ly-box-title">{term(lang, 'opponent')}</span>
                  {v.opp.stalls.map((s) => (
                    <StallCard key={s.id} s={s} lang={lang} />
                  ))}
                  {v.opp.regulars.map((r) => (
                    <RegularCard key={r.id} r={r} lang={lang} />
                  ))}
                  {v.opp.casuals.map((c) => (
                    <CasualCard key={c.id} id={c.id} lang={lang} modifier={0} />
                  ))}
                </section>
              )}
              {rest.map((s) => (
                <Area key={s} v={v} p={v.seats[s]!} name={names[s] ?? `#${s + 1}`} lang={lang} me={false} />
              ))}
            </div>
          )}
        </div>
      </div>
    </PickProvider>
  );
}

function SoloOffer({ v, lang }: { v: LoyangView; lang: Lang }) {
  const offer = v.offer!;
  return (
    <section className="ly-offer-grid" aria-label={term(lang, 'offer')} data-testid="solo-offer">
      <span className="ly-box-title">{term(lang, 'offer')}</span>
      <div className="grid" style={{ gridTemplateColumns: `auto repeat(${SOLO.cols}, minmax(0, 1fr))` }}>
        {Array.from({ length: SOLO.rows }, (_, r) => (
          <Row key={r} r={r} offer={offer} lang={lang} />
        ))}
      </div>
    </section>
  );
}

function Row({ r, offer, lang }: { r: number; offer: Array<string | null>; lang: Lang }) {
  return (
    <>
      <Coin n={SOLO.rowPrice[r]} />
      {Array.from({ length: SOLO.cols }, (_, c) => {
        const slot = r * SOLO.cols + c;
        const id = offer[slot];
        return (
          <Pick key={c} k={`offer:${slot}`} className="ly-hand-card">
            {id ? <AnyCard id={id} lang={lang} /> : <span className="muted">{term(lang, 'empty')}</span>}
          </Pick>
        );
      })}
    </>
  );
}

type Lang = TableProps['lang'];
