/**
 * Loyang actions with a lasting cost, confirmed before they are sent (issue 24, "no one-click
 * loss"; pick.tsx `costOf`): a Loan is never repaid (L-12.2) — asked every time, though it can be
 * undone within the turn; ending the Action phase while customers, stalls or helpers could still
 * be used gives them up for the round (L-9).
 */
import type { LoyangAction } from '@tabula/loyang';
import type { T } from '../../i18n/i18n';

/** The cards (customers, stalls, helpers) `legal` could still use now. */
function usable(legal: readonly LoyangAction[]): number {
  const things = new Set<string>();
  for (const a of legal)
    if (a.type === 'deliver' || a.type === 'serve' || a.type === 'helper') things.add(a.card);
    else if (a.type === 'trade') things.add(a.stall);
  return things.size;
}

export function loyangCost(legal: readonly LoyangAction[], t: T) {
  return (a: LoyangAction): string | null => {
    if (a.type === 'loan') return t('cost.loan');
    if (a.type === 'endActions') {
      const n = usable(legal);
      return n > 0 ? t('cost.endPhase', { n }) : null;
    }
    return null;
  };
}
