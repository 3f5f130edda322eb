/**
 * The clock of a match with someone invited (issue 23): none, real-time base + increment, or a
 * turn deadline in hours or days, and the bot that plays for a person who is away.
 */
import { useI18n } from '../i18n/i18n';
import { type ClockChoice, DEFAULT_CLOCK } from '../table/clock';
import { BotSelect } from './BotSelect';
import type { BotLevel } from './bots';

/**
 * What a match with someone invited starts with (issue 44, "turn-based defaults that do not
 * stall"): 3 days per move, so an invited game never waits forever on a player who went away; the
 * creator may still choose none for a casual table, or real-time. Only these tables are offered
 * a clock at all (CreateMatch.tsx), so hot-seat and bot tables stay without one.
 */
export const INVITED_CLOCK: ClockChoice = { ...DEFAULT_CLOCK, kind: 'turn', turn: 3, turnUnit: 'd' };

export function ClockFields({
  clock,
  patch,
  absentBot,
  setAbsentBot,
}: {
  clock: ClockChoice;
  patch(p: Partial<ClockChoice>): void;
  absentBot: BotLevel;
  setAbsentBot(b: BotLevel): void;
}) {
  const { t } = useI18n();
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <fieldset className="options clock-fields" data-testid="clock-fields">
      <legend>{t('clock.legend')}</legend>
      <label>
        {t('clock.kind')}
        <select
          value={clock.kind}
          onChange={(e) => patch({ kind: e.target.value as ClockChoice['kind'] })}
          data-testid="clock-kind"
        >
          <option value="none">{t('clock.none')}</option>
          <option value="realtime">{t('clock.realtime')}</option>
          <option value="turn">{t('clock.turn')}</option>
        </select>
      </label>
      {clock.kind === 'realtime' && (
        <>
          <label>
            {t('clock.baseMin')}
            <input
              type="number"
              min={1}
              max={180}
              step={1}
              value={clock.baseMin}
              onChange={(e) => patch({ baseMin: num(e.target.value) })}
              data-testid="clock-base"
            />
          </label>
          <label>
            {t('clock.incSec')}
            <input
              type="number"
              min={0}
              max={600}
              step={5}
              value={clock.incSec}
              onChange={(e) => patch({ incSec: num(e.target.value) })}
              data-testid="clock-inc"
            />
          </label>
        </>
      )}
      {clock.kind === 'turn' && (
        <label>
          {t('clock.perMove')}
          <span className="inline">
            <input
              type="number"
              min={1}
              max={clock.turnUnit === 'd' ? 14 : 336}
              step={1}
              value={clock.turn}
              onChange={(e) => patch({ turn: num(e.target.value) })}
              data-testid="clock-turn"
            />
            <select
              aria-label={t('clock.unit')}
              value={clock.turnUnit}
              onChange={(e) => patch({ turnUnit: e.target.value as ClockChoice['turnUnit'] })}
              data-testid="clock-unit"
            >
              <option value="h">{t('clock.hours')}</option>
              <option value="d">{t('clock.days')}</option>
            </select>
          </span>
        </label>
      )}
      <p className="muted hint">{t(clock.kind === 'none' ? 'clock.hintNone' : 'clock.hintAway')}</p>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: BotSelect renders the <select> this label wraps. */}
      <label>
        {t('clock.absentBot')}
        <BotSelect label={t('clock.absentBot')} value={absentBot} onChange={setAbsentBot} testId="absent-bot" />
      </label>
    </fieldset>
  );
}
