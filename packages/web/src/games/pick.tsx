/**
 * Pointing at the table: each legal action names the things it concerns (keys such as
 * `cart:wheat`, `field:H0`, `post:bremen--osnabrueck:1`). A thing with one action acts when
 * pointed at; with several it opens a short chooser. Actions that concern no thing (end turn,
 * take a loan) are buttons in the move bar. Together with the list fallback, every legal action is
 * reachable from the table.
 *
 * No one-click loss (issue 24): an action with a lasting cost (`costOf` says what it costs) is
 * not sent when pointed at; the move bar states the cost and asks to confirm or cancel. The open
 * chooser never covers the thing it chooses for: the page scrolls it clear of the sticky bar.
 *
 * A suggested move (issue 21, the learning game): inside `<Suggest action={…}>` the things the
 * suggested legal action concerns, its chooser button and its move-bar button carry the class
 * `suggested`; the player may still choose anything else.
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useI18n } from '../i18n/i18n';
import { useLastMove } from './lastMove';
import { thingByKey, useClearOfBarOnFocus, useFocusKeeper } from './focus';

/** The one suggested action for the table inside (null: none). */
const SuggestCtx = createContext<unknown>(null);

export function Suggest({ action, children }: { action: unknown; children: ReactNode }) {
  return <SuggestCtx.Provider value={action ?? null}>{children}</SuggestCtx.Provider>;
}

/** Key order does not matter: a script's action and the engine's legal one are the same move. */
function canonical(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  return `{${Object.keys(x as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

/**
 * Actions told apart by what they say: of several with the same words (two copies of one card,
 * two equal offers of a stall) only the first is offered — choosing either is the same move for
 * the player (issue 24: identical entries merged).
 */
export function distinct<A>(actions: readonly A[], describe: (a: A) => string): Array<{ action: A; text: string }> {
  const seen = new Set<string>();
  const out: Array<{ action: A; text: string }> = [];
  for (const action of actions) {
    // Each action is put in words once: the same words are the entry's label.
    const text = describe(action);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ action, text });
  }
  return out;
}

/** Whether an action is the suggested one (the action list marks it too). */
export function useSuggested(): (a: unknown) => boolean {
  const s = useContext(SuggestCtx);
  return useMemo(() => {
    if (s === null) return () => false;
    const want = canonical(s);
    return (a: unknown) => canonical(a) === want;
  }, [s]);
}

interface PickCtx {
  byKey: Map<string, unknown[]>;
  global: unknown[];
  chosen: string | null;
  choose(key: string | null): void;
  /** An action waiting for confirmation, and what it costs. */
  confirming: { action: unknown; cost: string } | null;
  confirm(go: boolean): void;
  act(a: unknown): void;
  describe(a: unknown): string;
  busy: boolean;
  isSuggested(a: unknown): boolean;
  /** The things the suggested action concerns. */
  suggestedKeys: Set<string>;
  /** Where focus is at the table (a thing's key, or 'bar'): it goes back there after a move. */
  note(key: string): void;
  /** A thing that offers nothing now was pointed at: ask why (its intended action, sent to be refused). */
  whyNot(key: string): void;
}

const Ctx = createContext<PickCtx | null>(null);

export function PickProvider<A>({
  legal,
  keysOf,
  act,
  describe,
  busy,
  costOf,
  intentOf,
  children,
}: {
  legal: A[];
  keysOf(a: A): string[];
  act(a: A): void;
  describe(a: A): string;
  busy: boolean;
  /** What an action costs that cannot be taken back, in words, or null: then it is confirmed first. */
  costOf?(a: A): string | null;
  /**
   * Why not (issue 24): the action pointing at a thing that offers nothing would mean now (a Shop
   * column in the Action phase: buy it), or null. It is sent as it is, to be refused with its
   * rule — never when it is legal after all (then the thing would offer it).
   */
  intentOf?(key: string): A | null;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<unknown>(null);
  const isSuggested = useSuggested();
  const { note } = useFocusKeeper(legal, busy);
  useClearOfBarOnFocus();
  const value = useMemo<PickCtx>(() => {
    const byKey = new Map<string, unknown[]>();
    const global: unknown[] = [];
    for (const a of legal) {
      const keys = keysOf(a);
      if (keys.length === 0 || keys.includes('*')) global.push(a);
      for (const k of keys) {
        if (k === '*') continue;
        const list = byKey.get(k);
        if (list) list.push(a);
        else byKey.set(k, [a]);
      }
    }
    const hint = legal.find(isSuggested);
    return {
      byKey,
      global,
      isSuggested,
      suggestedKeys: new Set(hint === undefined ? [] : keysOf(hint)),
      chosen: chosen !== null && byKey.has(chosen) ? chosen : null,
      choose: setChosen,
      // A confirmation outlives no change of the legal list (it is dropped when the table moves
      // on); its words follow the language chosen meanwhile.
      confirming:
        confirming !== null && legal.includes(confirming as A)
          ? { action: confirming, cost: costOf?.(confirming as A) ?? '' }
          : null,
      confirm: (go) => {
        setConfirming(null);
        if (go && confirming !== null) act(confirming as A);
      },
      act: (a) => {
        setChosen(null);
        if ((costOf?.(a as A) ?? null) !== null) setConfirming(a);
        else act(a as A);
      },
      describe: describe as (a: unknown) => string,
      busy,
      note,
      whyNot: (key) => {
        const intent = legal.length && !busy ? (intentOf?.(key) ?? null) : null;
        if (intent === null) return;
        const c = canonical(intent);
        if (legal.some((a) => canonical(a) === c)) return;
        setChosen(null);
        act(intent);
      },
    };
  }, [legal, keysOf, act, describe, busy, chosen, confirming, costOf, isSuggested, note, intentOf]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The actions a thing on the table offers now. */
export function usePickable(key: string) {
  const ctx = useContext(Ctx);
  const actions = ctx?.byKey.get(key) ?? [];
  const enabled = !!ctx && actions.length > 0 && !ctx.busy;
  const trigger = () => {
    if (!ctx || !enabled) return;
    ctx.note(key);
    if (actions.length === 1) ctx.act(actions[0]);
    else ctx.choose(ctx.chosen === key ? null : key);
  };
  return {
    enabled,
    picked: ctx?.chosen === key,
    suggested: enabled && ctx.suggestedKeys.has(key),
    title: enabled ? actions.map((a) => ctx!.describe(a)).join(' · ') : undefined,
    onClick: (e: MouseEvent) => {
      e.stopPropagation();
      trigger();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        trigger();
      }
    },
    onFocus: () => ctx?.note(key),
    /** A pointer on a thing that offers nothing: the game says why, if it can tell what was meant. */
    onWhyNot: (e: MouseEvent) => {
      // Inside a thing that does offer something (a stall's offer on a card that can be used), that thing answers.
      if ((e.currentTarget as Element).parentElement?.closest('.pickable')) return;
      e.stopPropagation();
      ctx?.whyNot(key);
    },
  };
}

/** An HTML thing that can be pointed at: focusable and acting on Enter/Space when it offers something (things nest, so not a <button>). */
export function Pick({
  k,
  className,
  children,
  label,
}: {
  k: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const p = usePickable(k);
  const last = useLastMove(k);
  const cls = `${className ?? ''}${p.enabled ? ' pickable' : ''}${p.picked ? ' picked' : ''}${p.suggested ? ' suggested' : ''}${last ? ' last-move' : ''}`;
  if (!p.enabled)
    return (
      <div className={cls} data-k={k} onClick={p.onWhyNot}>
        {children}
      </div>
    );
  return (
    <div
      role="button"
      tabIndex={0}
      className={`thing ${cls}`}
      onClick={p.onClick}
      onKeyDown={p.onKeyDown}
      onFocus={p.onFocus}
      title={p.title}
      data-k={k}
    >
      {children}
      {/* The name a screen reader says starts with what is shown (axe: label-content-name-mismatch), then what it does. */}
      <span className="sr-only">{label ? `${label}: ${p.title}` : p.title}</span>
    </div>
  );
}

/** The chooser for a thing with several actions, and the buttons for actions about no thing. */
export function MoveBar({ extra }: { extra?: ReactNode } = {}) {
  const ctx = useContext(Ctx);
  const { t } = useI18n();
  const bar = useRef<HTMLDivElement>(null);
  const chosen = ctx?.chosen ?? null;
  useLayoutEffect(() => {
    // The chooser opened over the top of the page: scroll the chosen thing clear of it.
    const el =
      chosen && bar.current
        ? [...document.querySelectorAll<HTMLElement>('[data-k]')].find((e) => e.dataset.k === chosen)
        : undefined;
    if (!el || !bar.current) return;
    const rect = bar.current.getBoundingClientRect();
    const under = rect.bottom + 8 - el.getBoundingClientRect().top;
    if (rect.height > 0 && under > 0) window.scrollBy(0, -under);
  }, [chosen]);
  // The chooser and the question of a lasting cost take focus when they open (a keyboard player's
  // next step is in them), without scrolling.
  const asking = ctx?.confirming?.action ?? null;
  useEffect(() => {
    if (chosen) bar.current?.querySelector<HTMLElement>('[data-testid=chooser] button')?.focus({ preventScroll: true });
  }, [chosen]);
  useEffect(() => {
    if (asking !== null)
      bar.current?.querySelector<HTMLElement>('[data-testid=confirm-yes]')?.focus({ preventScroll: true });
  }, [asking]);
  if (!ctx) return null;
  const choices = ctx.chosen ? distinct(ctx.byKey.get(ctx.chosen) ?? [], ctx.describe) : [];
  // Cancel or Escape: the chooser closes and focus goes back to its thing.
  const closeChooser = () => {
    const key = ctx.chosen;
    ctx.choose(null);
    if (key) thingByKey(document, key)?.focus();
  };
  const c = ctx.confirming;
  if (!choices.length && !ctx.global.length && !c && !extra) return null;
  return (
    <div className="movebar" data-testid="movebar" ref={bar}>
      {c && (
        <div className="choices confirm" role="alertdialog" aria-label={t('table.confirmTitle')} data-testid="confirm">
          <strong>{ctx.describe(c.action)}</strong> <span data-testid="cost">{c.cost}</span>
          <button
            type="button"
            className="primary"
            disabled={ctx.busy}
            onClick={() => ctx.confirm(true)}
            data-testid="confirm-yes"
          >
            {t('table.confirm')}
          </button>
          <button type="button" onClick={() => ctx.confirm(false)} data-testid="confirm-no">
            {t('table.cancel')}
          </button>
        </div>
      )}
      {extra}
      {choices.length > 0 && (
        <div
          className="choices"
          role="group"
          aria-label={t('table.pick')}
          data-testid="chooser"
          onKeyDown={(e) => e.key === 'Escape' && closeChooser()}
        >
          <strong>{t('table.pick')}</strong>
          {choices.map(({ action: a, text }, i) => (
            <button
              key={i}
              type="button"
              className={`primary${ctx.isSuggested(a) ? ' suggested' : ''}`}
              disabled={ctx.busy}
              onClick={() => ctx.act(a)}
              data-action={JSON.stringify(a)}
            >
              {text}
            </button>
          ))}
          <button type="button" onClick={closeChooser}>
            {t('table.cancel')}
          </button>
        </div>
      )}
      {ctx.global.length > 0 && (
        <div className="choices global">
          {ctx.global.map((a, i) => (
            <button
              key={i}
              type="button"
              className={ctx.isSuggested(a) ? 'suggested' : undefined}
              disabled={ctx.busy}
              onClick={() => ctx.act(a)}
              onFocus={() => ctx.note('bar')}
              data-global={JSON.stringify(a)}
            >
              {ctx.describe(a)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
