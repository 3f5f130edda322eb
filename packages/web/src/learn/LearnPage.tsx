/**
 * "Learn to play" (issue 21): a lesson's game against the bot, entirely in the browser (no
 * server). Each moment of the game is introduced the first time it comes up; the suggested move
 * — the script's while the learner follows it, else the heuristic bot's for the learner's seat —
 * is highlighted on the table (pick.tsx `Suggest`) and named by the coach; any legal move may be
 * played instead. A tap on a rule id opens our text of the rules.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadGame } from '../games/registry';
import type { GameUi } from '../games/types';
import { describeSafe } from '../games/describeSafe';
import { Suggest } from '../games/pointing/suggest';
import { useI18n } from '../i18n/i18n';
import { onLinkClick } from '../router';
import { myName } from '../net/seats';
import { LocalTable } from '../local/LocalTable';
import { useLocalMatch } from '../local/useLocalMatch';
import type { LocalMatch } from '../local/localMatch';
import { dueMoments, learnerLine, sameAction, scriptState, type Lesson } from './lesson';
import { LESSONS, lessonRules } from './lessons';
import { coachBot, lessonMatch } from './match';
import { Coach, type Intro } from './Coach';
import { RulesPanel } from './RulesPanel';
import { useLearnT, type LearnT } from './texts';
import './learn.css';

/** Time to see each bot move before the next (the page only; tests pass none). */
const BOT_PAUSE_MS = 350;

export function LearnPage({ game }: { game: string }) {
  const { t, lang } = useI18n();
  const lt = useLearnT();
  const lesson = LESSONS[game];
  const [ui, setUi] = useState<GameUi | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState(0);
  useEffect(() => {
    if (lesson) loadGame(game).then(setUi, (e: Error) => setError(e.message));
  }, [game, lesson]);
  if (!lesson) return <p className="error">{t('table.error', { msg: game })}</p>;
  return (
    <div className="learn" data-testid="learn" data-game={game}>
      <div className="learn-head">
        <h1>{lt('page.title', { game: ui?.title[lang] ?? game })}</h1>
        <p className="muted">{lt('page.lead')}</p>
        <p className="learn-links">
          <button type="button" onClick={() => setRun((r) => r + 1)} data-testid="learn-restart">
            {lt('page.restart')}
          </button>{' '}
          <a href="/" onClick={onLinkClick('/')} className="learn-lobby">
            {lt('page.lobby')}
          </a>
        </p>
      </div>
      {error && <p className="error">{t('table.error', { msg: error })}</p>}
      {ui ? (
        <LearnGame key={run} ui={ui} lesson={lesson} lt={lt} />
      ) : (
        !error && <p className="loading">{t('game.loading')}</p>
      )}
    </div>
  );
}

function LearnGame({ ui, lesson, lt }: { ui: GameUi; lesson: Lesson<unknown>; lt: LearnT }) {
  const { t, lang } = useI18n();
  const match = useMemo(
    () => lessonMatch(ui.game, lesson, { pause: () => new Promise((r) => setTimeout(r, BOT_PAUSE_MS)) }),
    [ui, lesson],
  );
  const coach = useMemo(() => coachBot(ui.game, lesson), [ui, lesson]);
  useEffect(() => {
    void match.resume();
    return () => match.stop();
  }, [match]);
  const seat = lesson.learner;
  const snap = useLocalMatch(match, seat);
  const names = useMemo(() => {
    const bot = t('bot.named', { name: t('bot.intermediate') });
    return Array.from({ length: lesson.players }, (_, s) =>
      s === seat ? myName() || t('seat.player', { n: s + 1 }) : bot,
    );
  }, [t, lesson, seat]);
  const script = scriptState(lesson.script, learnerLine(match.record, seat));
  const suggestion = useSuggestion(match, seat, script.next, coach);
  const mine = match.record.actions.filter((a) => a.seat === seat).length;
  const intros = useIntros(lesson, snap, script.status !== 'script', mine);
  const [rules, setRules] = useState<{ focus: string | null } | null>(null);
  const describe = (a: unknown) => describeSafe(ui, a, snap.view, lang, names);
  const coachPanel = (
    <Coach
      intros={intros}
      suggestion={suggestion.action === null ? null : describe(suggestion.action)}
      fromBot={suggestion.fromBot}
      busy={snap.busy}
      onPlay={() => suggestion.action !== null && match.act(seat, suggestion.action)}
      onRule={(focus) => setRules({ focus })}
      t={lt}
      lang={lang}
    />
  );
  return (
    <div data-testid="learn-game" data-script={script.status}>
      <Suggest action={suggestion.action}>
        <LocalTable match={match} ui={ui} seat={seat} names={names} coach={coachPanel} />
      </Suggest>
      {rules && (
        <RulesPanel rules={lessonRules(lesson)} focus={rules.focus} onClose={() => setRules(null)} t={lt} lang={lang} />
      )}
    </div>
  );
}

/**
 * The move to suggest now: the script's next action while the learner follows it (and it is
 * legal), else the coach bot's choice for the learner's seat, worked out after the page has drawn.
 */
function useSuggestion(
  match: LocalMatch,
  seat: number,
  next: unknown,
  coach: ReturnType<typeof coachBot>,
): { action: unknown; fromBot: boolean } {
  const snap = useLocalMatch(match, seat);
  const scripted = next === null ? undefined : snap.legal.find((a) => sameAction(a, next));
  const [pick, setPick] = useState<{ version: number; action: unknown } | null>(null);
  const need = scripted === undefined && !snap.busy && snap.legal.length > 0 && !snap.outcome;
  useEffect(() => {
    if (!need) return;
    const id = setTimeout(
      () => setPick({ version: snap.version, action: coach.choose(snap.view, seat, snap.legal) }),
      0,
    );
    return () => clearTimeout(id);
  }, [need, snap, seat, coach]);
  if (scripted !== undefined) return { action: scripted, fromBot: false };
  if (need && pick?.version === snap.version) return { action: pick.action, fromBot: true };
  return { action: null, fromBot: false };
}

/**
 * The intros of the moments that came up since the learner's last action (several may at once,
 * e.g. the welcome while the bot opens and the first turn after it), each introduced once.
 */
function useIntros(
  lesson: Lesson<unknown>,
  snap: ReturnType<typeof useLocalMatch>,
  freePlay: boolean,
  mine: number,
): Intro[] {
  const [shown, setShown] = useState<Array<{ id: string; at: number }>>([]);
  useEffect(() => {
    if (snap.busy) return;
    const due = dueMoments(
      lesson,
      { view: snap.view, seat: lesson.learner, legal: snap.legal, outcome: snap.outcome, freePlay },
      new Set(shown.map((s) => s.id)),
    );
    if (due.length) setShown((s) => [...s, ...due.map((m) => ({ id: m.id, at: mine }))]);
  }, [lesson, snap, freePlay, shown, mine]);
  const last = shown.length ? shown[shown.length - 1]!.at : -1;
  return shown
    .filter((s) => s.at === last)
    .map((s) => ({ game: lesson.game, id: s.id, rules: lesson.moments.find((m) => m.id === s.id)?.rules ?? [] }));
}
