/**
 * The rules of a lesson, one tap from any intro: our own short text of each rule the intros
 * mention, under its id in our digest (shared/rules/<game>/RULES.md). Opened at the rule tapped,
 * which is marked and scrolled into view; Escape or Close goes back to the table.
 */
import { useEffect, useRef } from 'react';
import type { Lang } from '../i18n/messages';
import { ruleText, type LearnT } from './texts';

export function RulesPanel({
  rules,
  focus,
  onClose,
  t,
  lang,
}: {
  rules: string[];
  focus: string | null;
  onClose(): void;
  t: LearnT;
  lang: Lang;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = focus
      ? [...(box.current?.querySelectorAll<HTMLElement>('[data-rule-id]') ?? [])].find(
          (e) => e.dataset.ruleId === focus,
        )
      : box.current?.querySelector<HTMLElement>('h2');
    el?.scrollIntoView?.({ block: 'nearest' });
    box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [focus]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; the keyboard closes it with Escape (the window listener above) or its Close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above — Escape is the key, heard on the window.
    <div className="rules-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="rules-panel panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rules-h"
        data-testid="rules"
        ref={box}
      >
        <div className="rules-head">
          <h2 id="rules-h">{t('rules.title')}</h2>
          <button type="button" onClick={onClose} data-testid="rules-close">
            {t('rules.close')}
          </button>
        </div>
        <p className="muted">{t('rules.note')}</p>
        <dl>
          {rules.map((id) => (
            <div key={id} className={`rule${id === focus ? ' focus' : ''}`} data-rule-id={id}>
              <dt>{id}</dt>
              <dd>{ruleText(lang, id)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
