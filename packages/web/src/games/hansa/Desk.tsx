/**
 * A player's desk (H-3): the five ability tracks drawn as tracks of spaces with the cubes still on
 * them, privilege, the supplies as cubes and discs, bonus tokens as tiles and the tin plate (issue 45).
 */
import { ABILITIES, type HansaView, type PlayerView } from '@tabula/hansa';
import type { Lang } from '../../i18n/messages';
import { Pick } from '../pointing/Pick';
import { useLastMove } from '../lastMove';
import { SEAT_COLOURS } from './board/colours';
import { PieceIcon } from '../../art/hansa/PieceIcon';
import { ABILITY_NAMES, term, tokenName } from './words';
import { RuleLink } from '../../rules/RuleLink';
import { TOKEN_RULES } from '../../rules/legend';

const PRIV_CSS: Record<string, string> = { white: '#f4f1ea', orange: '#f0a040', pink: '#e58fb8', black: '#333' };
const PRIV_ORDER = ['white', 'orange', 'pink', 'black'];

function TrackValue({ ability, value }: { ability: string; value: number | null }) {
  if (ability === 'privilegium')
    return <span className="priv-chip" style={{ background: PRIV_CSS[PRIV_ORDER[value ?? 0]!] }} />;
  return <>{value === null ? 'C' : value}</>;
}

export function Desk({
  d,
  v,
  name,
  lang,
  mine,
}: {
  d: PlayerView;
  v: HansaView;
  name: string;
  lang: Lang;
  mine: boolean;
}) {
  const colour = SEAT_COLOURS[d.seat]!;
  return (
    <section
      className={`desk${v.current === d.seat && !v.over ? ' active' : ''}`}
      style={{ borderTopColor: colour }}
      aria-label={`${term(lang, 'desk')} ${name}`}
      data-testid={`desk-${d.seat}`}
      data-spot={`seat${d.seat}:desk`}
    >
      <header>
        <PieceIcon seat={d.seat} piece="merchant" className="seat-piece" />
        <strong>{name}</strong>
        <span className="pp" title={term(lang, 'prestige')}>
          {d.prestige} PP
        </span>
        <span
          className="priv-chip"
          style={{ background: PRIV_CSS[d.privilege] }}
          title={`${term(lang, 'privilege')}: ${term(lang, d.privilege)}`}
        />
      </header>
      <table className="tracks">
        <tbody>
          {ABILITIES.map((a) => {
            const ab = d.abilities[a];
            return (
              <tr key={a}>
                <th scope="row">
                  {mine ? (
                    <Pick k={`ability:${a}`} className="track-name" label={ABILITY_NAMES[a]}>
                      {ABILITY_NAMES[a]}
                    </Pick>
                  ) : (
                    <OtherAbility seat={d.seat} a={a} />
                  )}
                </th>
                {ab.values.map((val, i) => (
                  <td key={i} className={i <= ab.level ? (i === ab.level ? 'open current' : 'open') : 'covered'}>
                    <TrackValue ability={a} value={val} />
                    {i > ab.level && <PieceIcon seat={d.seat} piece="trader" className="cube" />}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="supplies">
        <Supply seat={d.seat} lang={lang} which="personal" n={d.personal} />
        <Supply seat={d.seat} lang={lang} which="general" n={d.general} />
      </div>
      {(d.tokens.length > 0 || d.usedTokens.length > 0 || d.plate.length > 0) && (
        <div className="tokens">
          {d.tokens.map((t, i) => (
            <span key={i} className="token-with-rule">
              {mine ? (
                <Pick k={`token:${t}`} className="token-chip">
                  {tokenName(t, lang)}
                </Pick>
              ) : (
                <span className="token-chip">{tokenName(t, lang)}</span>
              )}{' '}
              {/* The token's rule one tap away (issue 24), beside the chip, not inside it. */}
              {TOKEN_RULES[t] && <RuleLink game="hansa" id={TOKEN_RULES[t]} />}
            </span>
          ))}
          {d.usedTokens.length > 0 && (
            <span className="muted">
              {term(lang, 'used')}: {d.usedTokens.length}
            </span>
          )}
          {d.plate.length > 0 && (
            <span className="muted">
              {term(lang, 'plate')}:{' '}
              {d.plate.map((t) => (t === 'hidden' ? term(lang, 'hidden') : tokenName(t, lang))).join(', ')}
            </span>
          )}
        </div>
      )}
    </section>
  );
}

/** Another seat's ability name, marked when its last move upgraded it (keys as in `lastMove.ts`). */
function OtherAbility({ seat, a }: { seat: number; a: string }) {
  const last = useLastMove(`seat${seat}:ability:${a}`);
  return (
    <span className={last ? 'last-move' : undefined} data-k={`seat${seat}:ability:${a}`}>
      {ABILITY_NAMES[a]}
    </span>
  );
}

/** A supply as the pieces it holds: so many cubes (traders), so many discs (merchants). */
function Supply({
  seat,
  lang,
  which,
  n,
}: {
  seat: number;
  lang: Lang;
  which: 'personal' | 'general';
  n: { traders: number; merchants: number };
}) {
  const last = useLastMove(`seat${seat}:${which}`);
  return (
    <span
      title={term(lang, which)}
      className={`supply ${which}${last ? ' last-move' : ''}`}
      data-spot={`seat${seat}:${which}`}
    >
      {term(lang, which)}:{' '}
      <span className="count">
        <PieceIcon seat={seat} piece="trader" />
        <b>{n.traders}</b>
        <span className="sr-only"> {term(lang, 'traders')},</span>
      </span>{' '}
      <span className="count">
        <PieceIcon seat={seat} piece="merchant" />
        <b>{n.merchants}</b>
        <span className="sr-only"> {term(lang, 'merchants')}</span>
      </span>
    </span>
  );
}
