/**
 * A refused move in words (issue 24): the broken rule's text from our reference in the chosen
 * language, its id once — as the link to the reference — and, in English, the game's own more
 * specific reason. Refusals of the engine contract (not your turn, nothing to take back) are said
 * in words without their internal ids.
 */
import { useI18n, type T } from '../i18n/i18n';
import type { Lang } from '../i18n/messages';
import { gameOfRule, ruleText } from './book';
import { RuleLink } from './RuleLink';
import { useBook } from './useBook';
import { forSolo } from './soloWords';

export interface RefusalLike {
  code: string;
  message: string;
  ruleId?: string;
}

/** The game's reason without the engine's "illegal (L-9.H.5): " prefix (the id is shown as the link). */
function reasonOf(message: string): string {
  return message.replace(/^(?:illegal|action #\d+ rejected|record rejected) \([^)]*\):\s*/, '');
}

/** A contract-level refusal in words, or null for a rule of a game. */
function engineRefusal(r: RefusalLike, t: T): string | null {
  const id = r.ruleId ?? '';
  if (r.code === 'stale') return t('table.stale');
  if (id === 'ENGINE-TURN' || id === 'ENGINE-SEAT' || r.code === 'not-your-turn') return t('rules.engineTurn');
  if (id === 'ENGINE-UNDO-HIDDEN') return t('rules.engineUndoHidden');
  if (id.startsWith('ENGINE-UNDO')) return t('rules.engineUndo');
  if (id === 'ENGINE-MALFORMED') return t('rules.engineMalformed');
  return null;
}

export function RefusalNote({
  refusal,
  fallback,
  solo = false,
}: {
  refusal: RefusalLike;
  fallback(r: RefusalLike, t: T, lang: Lang): string;
  /** A game with one player: the rule's words about other players are left out (soloWords.ts). */
  solo?: boolean;
}) {
  const { t, lang } = useI18n();
  const game = refusal.ruleId ? gameOfRule(refusal.ruleId) : null;
  const book = useBook(game);
  const engine = engineRefusal(refusal, t);
  const alone = (s: string) => (solo && refusal.ruleId ? forSolo(refusal.ruleId, s) : s);
  const full = game && book ? ruleText(book, refusal.ruleId!) : undefined;
  const text = full === undefined ? undefined : alone(full);
  const reason = alone(reasonOf(refusal.message));
  return (
    <p className="error refusal" role="alert" data-testid="refusal" data-rule={refusal.ruleId}>
      {engine ??
        (game ? (
          <>
            {t('rules.refused', { text: text ?? (book ? reason : '…') })} <RuleLink game={game} id={refusal.ruleId!} />
            {lang === 'en' && text && reason && <span className="refusal-detail"> — {reason}</span>}
          </>
        ) : (
          fallback(refusal, t, lang)
        ))}
    </p>
  );
}
