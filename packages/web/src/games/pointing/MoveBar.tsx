/**
 * The move bar: the chooser for a thing with several actions, the question of an action with a
 * lasting cost (issue 24: no one-click loss), and the buttons for actions about no thing. The open
 * chooser never covers the thing it chooses for: the page scrolls it clear of the sticky bar.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n';
import { thingByKey } from '../focus';
import { distinct } from './distinct';
import { usePickContext } from './PickProvider';

/**
 * The chooser for a thing with several actions, and the buttons for actions about no thing.
 * `lead` stands first (a table's "what to do now"), `extra` after the question of a lasting cost.
 */
export function MoveBar({ lead, extra }: { lead?: ReactNode; extra?: ReactNode } = {}) {
  const ctx = usePickContext();
  const { t } = useI18n();
  const bar = useRef<HTMLDivElement>(null);
  const chosen = ctx?.chosen ?? null;
  useLayoutEffect(() => {
    // The chooser opened over the top of the page: scroll the chosen thing clear of it.
    const el =
      chosen && bar.current
        ? [...document.querySelectorAll<HTMLElement>('[data-k]')].find((e) => e.dataset.k === chosen)
        : undefined;
    // A thing in the bar itself (Hansa's pawn control) is in sight already.
    if (!el || !bar.current || bar.current.contains(el)) return;
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
  // Nothing to show: an empty bar, which takes no room (pointing.css) except where a table keeps
  // its place so that what stands below it does not jump when the turn changes hands (hansa.css,
  // loyang-table.css).
  if (!choices.length && !ctx.global.length && !c && !lead && !extra && !ctx.reason)
    return <div className="movebar" ref={bar} />;
  return (
    <div className="movebar" data-testid="movebar" ref={bar}>
      {lead}
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
      {ctx.reason && (
        <p className="reason" role="status" data-testid="reason" key={ctx.reasonCount}>
          {ctx.reason}
        </p>
      )}
      {choices.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: buttons, not form fields: a <fieldset> would bring a legend, border and padding; the group is named by its aria-label.
        <div
          className="choices"
          role="group"
          aria-label={t('table.pick')}
          data-testid="chooser"
          onKeyDown={(e) => e.key === 'Escape' && closeChooser()}
        >
          <strong>{t('table.pick')}</strong>
          {choices.map(({ action: a, text }) => (
            <button
              key={text}
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
          {ctx.global.map((a) => (
            <button
              key={JSON.stringify(a)}
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
