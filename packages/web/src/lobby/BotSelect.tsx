import { useI18n } from '../i18n/i18n';
import { BOT_LEVELS, type BotLevel } from './bots';

/** A bot level, named for people; the chosen level's think time is said beside it. */
export function BotSelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: BotLevel;
  onChange(b: BotLevel): void;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as BotLevel)}
      data-testid={testId}
    >
      {BOT_LEVELS.map((l) => (
        <option key={l} value={l}>
          {t(`bot.${l}`)}
        </option>
      ))}
    </select>
  );
}
