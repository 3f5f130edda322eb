/**
 * A Regular customer's Satisfaction marker (L-9.F.4), its two sides drawn apart so they read
 * without colour (issue 45): the blue side a disc with a tick (every delivery made), the red side
 * a warning triangle with "!" (the next missed delivery costs 2 Cash). Each carries its colour
 * too, with a light rim that keeps it clear of the card's band.
 */
const RIM = { stroke: 'var(--n-on-band)', strokeWidth: 1.6, strokeLinejoin: 'round' } as const;
const MARK = { fill: 'none', stroke: 'var(--n-on-band)', strokeWidth: 2.6, strokeLinecap: 'round' } as const;

export function MarkerSymbols() {
  return (
    <>
      <symbol id="ly-marker-blue" viewBox="0 0 24 24">
        <circle cx={12} cy={12} r={10.4} style={{ ...RIM, fill: 'var(--marker-blue)' }} />
        <path d="M7 12.4L10.4 15.8 17 8.6" style={{ ...MARK, strokeLinejoin: 'round' }} />
      </symbol>
      <symbol id="ly-marker-red" viewBox="0 0 24 24">
        <path d="M12 1.8L22.6 21.4H1.4Z" style={{ ...RIM, fill: 'var(--marker-red)' }} />
        <path d="M12 8.6V14.4M12 18.2V18.3" style={MARK} />
      </symbol>
    </>
  );
}

/**
 * The marker on a card (named in the reader's words, `label`) or in the rules legend (beside
 * its text, so hidden from screen readers).
 */
export function SatisfactionMarker({ side, label }: { side: 'blue' | 'red'; label?: string }) {
  const icon = (
    <svg className="glyph marker-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`#ly-marker-${side}`} />
    </svg>
  );
  if (!label)
    return (
      <span className={`marker ${side}`} aria-hidden="true">
        {icon}
      </span>
    );
  return (
    <span className={`marker ${side}`} role="img" aria-label={label} title={label}>
      {icon}
    </span>
  );
}
