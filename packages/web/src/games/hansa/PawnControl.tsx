/**
 * The one pawn control (issue 45): "Move the pawn" in the move bar instead of two puzzling
 * buttons side by side. Pressed, it says what the two moves are (H-14.5: the free move across up
 * to two borders, once a turn, no action — ending the turn after the first action; the paid move
 * anywhere for one action) and the chooser offers those the rules allow now.
 */
import type { Lang } from '../../i18n/messages';
import { usePickable } from '../pointing/Pick';
import { usePickContext } from '../pointing/PickProvider';
import { PAWN_KEY } from './keys';
import { term } from './words';

export function PawnControl({ lang }: { lang: Lang }) {
  const p = usePickable(PAWN_KEY);
  const ctx = usePickContext();
  if (!p.enabled || !ctx) return null;
  return (
    <div className="choices pawn-control">
      <button
        type="button"
        className={`pickable${p.picked ? ' picked' : ''}${p.suggested ? ' suggested' : ''}`}
        data-k={PAWN_KEY}
        aria-expanded={p.picked}
        // Always the chooser, even for one move: the words say what each costs before it is spent.
        onClick={() => {
          ctx.note(PAWN_KEY);
          ctx.choose(p.picked ? null : PAWN_KEY);
        }}
        onFocus={p.onFocus}
        data-testid="pawn-control"
      >
        {term(lang, 'pawnControl')}…
      </button>
      {p.picked && (
        <p className="pawn-explain" data-testid="pawn-explain">
          {term(lang, 'pawnExplain')}
        </p>
      )}
    </div>
  );
}
