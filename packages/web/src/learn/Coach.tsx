/**
 * The coach above the learning game's table: the intros of the moments that came up last (one or
 * two sentences each, with their rule ids — a tap opens our text of that rule), the suggested
 * move in words with a button to play it, and a note while the bot chooses.
 */
import type { Lang } from '../i18n/messages';
import { learnText, type LearnKey, type LearnT } from './texts';

export interface Intro {
  game: string;
  id: string;
  rules: string[];
}

export function Coach({
  intros,
  suggestion,
  fromBot,
  busy,
  onPlay,
  onRule,
  t,
  lang,
}: {
  intros: Intro[];
  /** The suggested move in words, or null. */
  suggestion: string | null;
  fromBot: boolean;
  busy: boolean;
  onPlay(): void;
  onRule(id: string | null): void;
  t: LearnT;
  lang: Lang;
}) {
  return (
    <section className="panel coach" data-testid="coach" aria-labelledby="coach-h">
      <div className="coach-head">
        <h2 id="coach-h">{t('coach.heading')}</h2>
        <button type="button" onClick={() => onRule(null)} data-testid="rules-open">
          {t('rules.open')}
        </button>
      </div>
      <div aria-live="polite">
        {intros.map((m) => (
          <div key={m.id} className="intro" data-testid="intro" data-moment={m.id}>
            <p>{learnText(lang, `${m.game}.${m.id}` as LearnKey)}</p>
            {m.rules.length > 0 && (
              <p className="intro-rules">
                <span className="muted">{t('coach.rules')}</span>{' '}
                {m.rules.map((r) => (
                  <button key={r} type="button" className="rule-chip" onClick={() => onRule(r)} data-rule={r}>
                    {r}
                  </button>
                ))}
              </p>
            )}
          </div>
        ))}
      </div>
      {busy ? (
        <p className="muted" data-testid="coach-busy">
          {t('coach.thinking')}
        </p>
      ) : (
        suggestion && (
          <p className="suggestion" data-testid="suggestion" data-from={fromBot ? 'bot' : 'script'}>
            <span>{t('coach.suggest', { move: suggestion })}</span>
            {fromBot && <span className="muted"> {t('coach.fromBot')}</span>}{' '}
            <button type="button" className="primary" onClick={onPlay} data-testid="play-suggested">
              {t('coach.play')}
            </button>
          </p>
        )
      )}
    </section>
  );
}
