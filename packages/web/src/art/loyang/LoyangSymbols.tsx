/**
 * Every drawing of the Loyang table, defined once per page as SVG `<symbol>`s and placed with
 * `<use href="#ly-…">` (issue 45): vector, so crisp at any size, and loaded with the table's chunk.
 * Rendered once by the Loyang table (and by the rules page's legend).
 */
import { KindSymbols } from './KindSymbols';
import { MarkerSymbols } from './MarkerSymbols';
import { VegSymbols } from './VegSymbols';

export function LoyangSymbols() {
  return (
    <svg className="ly-symbols" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <VegSymbols />
        <KindSymbols />
        <MarkerSymbols />
      </defs>
    </svg>
  );
}

/** One drawing from the set, sized by CSS (1em by default), hidden from screen readers: the text beside it names it. */
export function Glyph({ id, className }: { id: string; className?: string }) {
  return (
    <svg
      className={`glyph${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${id}`} />
    </svg>
  );
}
