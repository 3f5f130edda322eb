/**
 * One row per seat of the match being created: who sits there, their name or the bot's level —
 * with what the level does and how strong it was measured at this game and table size (issue 44).
 */
import { useI18n } from '../i18n/i18n';
import { BotSelect } from './BotSelect';
import { levelHint } from './bots';
import { levelStrength } from './ladder';
import type { SeatChoice, SeatKind } from './seatChoice';

export function SeatRows({
  game,
  seats,
  patch,
}: {
  game: string;
  seats: SeatChoice[];
  patch(i: number, p: Partial<SeatChoice>): void;
}) {
  const { t } = useI18n();
  const strength = (s: SeatChoice) => levelStrength(s.bot, game, seats.length, t);
  return (
    <fieldset className="seats">
      {seats.map((s, i) => (
        <div className="seat-row" key={i} data-testid={`seat-${i}`}>
          <span className="seat-n">{t('lobby.seat', { n: i + 1 })}</span>
          <select
            aria-label={t('lobby.seat', { n: i + 1 })}
            value={s.kind}
            onChange={(e) => patch(i, { kind: e.target.value as SeatKind })}
          >
            <option value="here">{t('lobby.seatHere')}</option>
            <option value="invite">{t('lobby.seatInvite')}</option>
            <option value="bot">{t('lobby.seatBot')}</option>
          </select>
          {s.kind === 'here' && (
            <input
              aria-label={t('lobby.yourName')}
              placeholder={t('lobby.yourName')}
              value={s.name}
              maxLength={40}
              onChange={(e) => patch(i, { name: e.target.value })}
            />
          )}
          {s.kind === 'bot' && (
            <>
              <BotSelect label={t('bot.level')} value={s.bot} onChange={(bot) => patch(i, { bot })} />
              <span className="muted hint seat-hint" data-testid={`seat-hint-${i}`}>
                {levelHint(s.bot, t)}
              </span>
              {strength(s) && (
                <span className="muted hint seat-hint" data-testid={`seat-strength-${i}`}>
                  {strength(s)}
                </span>
              )}
            </>
          )}
        </div>
      ))}
    </fieldset>
  );
}
