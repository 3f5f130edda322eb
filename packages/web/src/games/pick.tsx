/**
 * Pointing at the table: each legal action names the things it concerns (keys such as
 * `cart:wheat`, `field:H0`, `post:bremen--osnabrueck:1`). A thing with one action acts when
 * pointed at; with several it opens a short chooser. Actions that concern no thing (end turn,
 * take a loan) are buttons in the move bar. Together with the list fallback, every legal action is
 * reachable from the table.
 */
import { createContext, useContext, useMemo, useState, type ReactNode, type KeyboardEvent, type MouseEvent } from 'react';
import { useI18n } from '../i18n/i18n';

interface PickCtx {
  byKey: Map<string, unknown[]>;
  global: unknown[];
  chosen: string | null;
  choose(key: string | null): void;
  act(a: unknown): void;
  describe(a: unknown): string;
  busy: boolean;
}

const Ctx = createContext<PickCtx | null>(null);

export function PickProvider<A>({
  legal,
  keysOf,
  act,
  describe,
  busy,
  children,
}: {
  legal: A[];
  keysOf(a: A): string[];
  act(a: A): void;
  describe(a: A): string;
  busy: boolean;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
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
    return {
      byKey,
      global,
      chosen: chosen !== null && byKey.has(chosen) ? chosen : null,
      choose: setChosen,
      act: (a) => {
        setChosen(null);
        act(a as A);
      },
      describe: describe as (a: unknown) => string,
      busy,
    };
  }, [legal, keysOf, act, describe, busy, chosen]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The actions a thing on the table offers now. */
export function usePickable(key: string) {
  const ctx = useContext(Ctx);
  const actions = ctx?.byKey.get(key) ?? [];
  const enabled = !!ctx && actions.length > 0 && !ctx.busy;
  const trigger = () => {
    if (!ctx || !enabled) return;
    if (actions.length === 1) ctx.act(actions[0]);
    else ctx.choose(ctx.chosen === key ? null : key);
  };
  return {
    enabled,
    picked: ctx?.chosen === key,
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
  };
}

/** An HTML thing that can be pointed at: focusable and acting on Enter/Space when it offers something (things nest, so not a <button>). */
export function Pick({ k, className, children, label }: { k: string; className?: string; children: ReactNode; label?: string }) {
  const p = usePickable(k);
  const cls = `${className ?? ''}${p.enabled ? ' pickable' : ''}${p.picked ? ' picked' : ''}`;
  if (!p.enabled)
    return (
      <div className={cls} data-k={k}>
        {children}
      </div>
    );
  return (
    <div role="button" tabIndex={0} className={`thing ${cls}`} onClick={p.onClick} onKeyDown={p.onKeyDown} title={p.title} aria-label={label ? `${label}: ${p.title}` : p.title} data-k={k}>
      {children}
    </div>
  );
}

/** The chooser for a thing with several actions, and the buttons for actions about no thing. */
export function MoveBar() {
  const ctx = useContext(Ctx);
  const { t } = useI18n();
  if (!ctx) return null;
  const choices = ctx.chosen ? (ctx.byKey.get(ctx.chosen) ?? []) : [];
  if (!choices.length && !ctx.global.length) return null;
  return (
    <div className="movebar" data-testid="movebar">
      {choices.length > 0 && (
        <div className="choices" role="group" aria-label={t('table.pick')} data-testid="chooser">
          <strong>{t('table.pick')}</strong>
          {choices.map((a, i) => (
            <button key={i} type="button" className="primary" disabled={ctx.busy} onClick={() => ctx.act(a)} data-action={JSON.stringify(a)}>
              {ctx.describe(a)}
            </button>
          ))}
          <button type="button" onClick={() => ctx.choose(null)}>
            {t('table.cancel')}
          </button>
        </div>
      )}
      {ctx.global.length > 0 && (
        <div className="choices global">
          {ctx.global.map((a, i) => (
            <button key={i} type="button" disabled={ctx.busy} onClick={() => ctx.act(a)} data-global={JSON.stringify(a)}>
              {ctx.describe(a)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
