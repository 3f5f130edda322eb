/**
 * Pointing at the table: each legal action names the things it concerns (keys such as
 * `cart:wheat`, `field:H0`, `post:bremen--osnabrueck:1`). A thing with one action acts when
 * pointed at; with several it opens a short chooser. Actions that concern no thing (end turn,
 * take a loan) are buttons in the move bar. Together with the list fallback, every legal action is
 * reachable from the table.
 *
 * No one-click loss (issue 24): an action with a lasting cost (`costOf` says what it costs) is
 * not sent when pointed at; the move bar states the cost and asks to confirm or cancel.
 */
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { useClearOfBarOnFocus, useFocusKeeper } from '../focus';
import { canonical } from './canonical';
import { useSuggested } from './suggest';

export interface PickCtx {
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
  /** A thing that offers nothing now was pointed at: say why, or ask (its intended action, sent to be refused). */
  whyNot(key: string): void;
  /** Why the last thing pointed at offered nothing, in words (issue 45), until the next move or click. */
  reason: string | null;
  /** Counts the reasons given: each one is a new line on the page (said again even when the words are the same). */
  reasonCount: number;
  /** The thing last acted on by a key, and what it offered then (Pick.tsx: no second Enter doing something else). */
  keyed: { current: { key: string; offer: string } | null };
}

const Ctx = createContext<PickCtx | null>(null);

/** The pointing state of the table inside, or null outside a `PickProvider`. */
export function usePickContext(): PickCtx | null {
  return useContext(Ctx);
}

export function PickProvider<A>({
  legal,
  keysOf,
  act,
  describe,
  busy,
  costOf,
  intentOf,
  reasonOf,
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
  /**
   * Why a thing offers nothing, in the player's words (issue 45: no click is silent), or null to
   * fall back on `intentOf`. Asked also when the seat has nothing to do (another's turn).
   */
  reasonOf?(key: string): string | null;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The reason belongs to the table it was given at: a new legal list (a move) clears it.
  const [reason, setReason] = useState<{ text: string; at: A[]; n: number } | null>(null);
  const [confirming, setConfirming] = useState<unknown>(null);
  const keyed = useRef<{ key: string; offer: string } | null>(null);
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
      choose: (key) => {
        setReason(null);
        setChosen(key);
      },
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
      // Another's turn keeps its reason while the list stays empty (their moves come in meanwhile).
      reason:
        reason !== null && (reason.at === legal || (reason.at.length === 0 && legal.length === 0)) ? reason.text : null,
      reasonCount: reason?.n ?? 0,
      act: (a) => {
        setChosen(null);
        setReason(null);
        if ((costOf?.(a as A) ?? null) !== null) setConfirming(a);
        else act(a as A);
      },
      describe: describe as (a: unknown) => string,
      busy,
      note,
      whyNot: (key) => {
        const said = busy ? null : (reasonOf?.(key) ?? null);
        setReason(said === null ? null : { text: said, at: legal, n: (reason?.n ?? 0) + 1 });
        if (said !== null) return setChosen(null);
        const intent = legal.length && !busy ? (intentOf?.(key) ?? null) : null;
        if (intent === null) return;
        const c = canonical(intent);
        if (legal.some((a) => canonical(a) === c)) return;
        setChosen(null);
        act(intent);
      },
      keyed,
    };
  }, [legal, keysOf, act, describe, busy, chosen, confirming, costOf, isSuggested, note, intentOf, reasonOf, reason]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
