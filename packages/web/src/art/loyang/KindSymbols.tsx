/**
 * The card kinds' glyphs, so a field, a Market stall, a Regular or a Casual customer and a Helper
 * differ by shape as well as by their band's colour (issue 45); and the coin, the bowl and the
 * Path's marker. Drawn in `currentColor` on the card's band.
 */
const LINE = { strokeWidth: 1.6, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

export function KindSymbols() {
  return (
    <>
      {/* A field: a plot with furrows and a sprout. */}
      <symbol id="ly-kind-field" viewBox="0 0 24 24">
        <g style={LINE} stroke="currentColor" fill="none">
          <rect x={2.5} y={9} width={19} height={12.5} rx={2} />
          <path d="M5 13H19M5 17H19" />
          <path d="M12 9V4M12 6.2C10.6 4 8.6 3.6 7.4 4.2 8.4 6 10.2 6.6 12 6.2ZM12 5.4C13.4 3.2 15.4 2.8 16.6 3.4 15.6 5.2 13.8 5.8 12 5.4Z" />
        </g>
      </symbol>
      {/* A Market stall: a scalloped awning over a counter. */}
      <symbol id="ly-kind-stall" viewBox="0 0 24 24">
        <g style={LINE} stroke="currentColor" fill="none">
          <path d="M2.5 9L5 3.5H19L21.5 9" />
          <path d="M2.5 9Q4.9 12.4 7.3 9 9.7 12.4 12 9 14.3 12.4 16.7 9 19.1 12.4 21.5 9" />
          <path d="M4.5 11V21.5M19.5 11V21.5M3 21.5H21M6.5 15.5H17.5V21.5" />
        </g>
      </symbol>
      {/* A Regular customer: someone at home nearby, who comes back. */}
      <symbol id="ly-kind-regular" viewBox="0 0 24 24">
        <g style={LINE} stroke="currentColor" fill="none">
          <path d="M2.5 11.5L12 3 21.5 11.5M4.8 9.5V21.5H19.2V9.5" />
          <circle cx={12} cy={12.6} r={2.6} fill="currentColor" />
          <path d="M7.6 21.5C7.6 17.6 16.4 17.6 16.4 21.5" fill="currentColor" />
        </g>
      </symbol>
      {/* A Casual customer: someone passing by. */}
      <symbol id="ly-kind-casual" viewBox="0 0 24 24">
        <g style={LINE} stroke="currentColor" fill="none">
          <circle cx={9} cy={7} r={3.4} fill="currentColor" />
          <path d="M2.8 21.5C2.8 13 15.2 13 15.2 21.5Z" fill="currentColor" />
          <path d="M16 11.5H22M19.6 9L22 11.5 19.6 14" />
        </g>
      </symbol>
      {/* A Helper: a spade. */}
      <symbol id="ly-kind-helper" viewBox="0 0 24 24">
        <g style={LINE} stroke="currentColor" fill="none">
          <path d="M12 2.5V13M9 2.5H15" />
          <path d="M7.5 13H16.5V17.5C16.5 20 14.4 22 12 22S7.5 20 7.5 17.5Z" fill="currentColor" />
        </g>
      </symbol>
      {/* A coin (Cash), its number written over it as text. */}
      <symbol id="ly-coin" viewBox="0 0 24 24">
        <circle cx={12} cy={12} r={11} style={{ fill: 'var(--coin)', stroke: 'var(--coin-rim)', strokeWidth: 1.4 }} />
        <circle
          cx={12}
          cy={12}
          r={8.4}
          fill="none"
          style={{ stroke: 'var(--coin-rim)', strokeWidth: 0.8, opacity: 0.6 }}
        />
      </symbol>
      {/* A bowl on a Market stall's offer (L-9.D.1). */}
      <symbol id="ly-bowl" viewBox="0 0 24 24">
        <path
          d="M2.5 10H21.5C21.5 16 17.5 20 12 20S2.5 16 2.5 10Z"
          style={{ fill: 'var(--n-card)', stroke: 'var(--n-ink)', strokeWidth: 1.6, strokeLinejoin: 'round' }}
        />
        <path d="M8 21.5H16" style={{ stroke: 'var(--n-ink)', strokeWidth: 1.6, strokeLinecap: 'round' }} />
      </symbol>
    </>
  );
}
