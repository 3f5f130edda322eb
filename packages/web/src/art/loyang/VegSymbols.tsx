/**
 * The six vegetables drawn as silhouettes that differ without colour (issue 45): an ear of wheat,
 * a squat ribbed pumpkin with its stem, a turnip bulb with leaves and a tail root, a round cabbage
 * head with veined leaves, a kidney bean, a leek's white shaft under a fan of leaves. Each body is
 * filled with `currentColor` (the vegetable's colour, set by vegetables.css on the `<use>`), outlined
 * in ink so the pale cabbage shows on a white card.
 */
const LINE = {
  stroke: 'var(--veg-outline)',
  strokeWidth: 1.2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;
const LEAF = { fill: 'var(--veg-leaf)' } as const;

function Wheat() {
  const grains = [8, 12, 16];
  return (
    <symbol id="ly-veg-wheat" viewBox="0 0 24 24">
      <g style={LINE} fill="currentColor">
        <path d="M12 23.2V5" fill="none" />
        {grains.map((y) => (
          <g key={y}>
            <ellipse cx={9.4} cy={y} rx={2.1} ry={3.3} transform={`rotate(-32 9.4 ${y})`} />
            <ellipse cx={14.6} cy={y} rx={2.1} ry={3.3} transform={`rotate(32 14.6 ${y})`} />
          </g>
        ))}
        <ellipse cx={12} cy={4.6} rx={1.9} ry={3.2} />
      </g>
    </symbol>
  );
}

function Pumpkin() {
  return (
    <symbol id="ly-veg-pumpkin" viewBox="0 0 24 24">
      <g style={LINE}>
        <path
          d="M12 8.5C12 6.5 12.6 4.6 14.6 3.4"
          fill="none"
          style={{ stroke: 'var(--veg-leaf)', strokeWidth: 2.4 }}
        />
        <ellipse cx={12} cy={14.8} rx={10.8} ry={7.6} fill="currentColor" />
        <ellipse cx={12} cy={14.8} rx={6.4} ry={7.6} fill="none" />
        <path d="M12 7.2V22.4" fill="none" />
      </g>
    </symbol>
  );
}

function Turnip() {
  return (
    <symbol id="ly-veg-turnip" viewBox="0 0 24 24">
      <g style={LINE}>
        <path d="M11.4 8.5C8.6 6.8 6.6 4 6.8 1.2 9.6 2.2 11.5 4.8 11.8 8.2Z" style={LEAF} />
        <path d="M12.6 8.5C15.4 6.8 17.4 4 17.2 1.2 14.4 2.2 12.5 4.8 12.2 8.2Z" style={LEAF} />
        <path
          d="M12 23.4C11.4 21 9.8 19.6 7.6 18.2 5.2 16.6 4.4 14.6 4.6 12.6 5 9.6 8 8 12 8S19 9.6 19.4 12.6C19.6 14.6 18.8 16.6 16.4 18.2 14.2 19.6 12.6 21 12 23.4Z"
          fill="currentColor"
        />
        <path d="M7.2 12.2C9.5 11 14.5 11 16.8 12.2" fill="none" />
      </g>
    </symbol>
  );
}

function Cabbage() {
  return (
    <symbol id="ly-veg-cabbage" viewBox="0 0 24 24">
      <g style={LINE} fill="none">
        <circle cx={12} cy={12.6} r={10} fill="currentColor" />
        <path d="M12 22.6V9.6" />
        <path d="M12 17.4C9.8 15.6 7.6 13.4 6.2 9.8M12 17.4C14.2 15.6 16.4 13.4 17.8 9.8" />
        <path d="M12 21C9 20 5.6 18.4 3.2 15.2M12 21C15 20 18.4 18.4 20.8 15.2" />
        <path d="M6.4 5.6C9.5 7.6 14.5 7.6 17.6 5.6" />
      </g>
    </symbol>
  );
}

function Bean() {
  return (
    <symbol id="ly-veg-bean" viewBox="0 0 24 24">
      <g style={LINE}>
        <path
          d="M4.2 13.8C2.6 9.2 5.6 4.4 11 4.2 16.8 4 21.4 8 20.6 13.4 19.8 18.8 13.8 21.2 11 18.2 10 17.1 9.8 15.6 8.2 15.8 6.6 16 5 16.2 4.2 13.8Z"
          fill="currentColor"
        />
        <path
          d="M9.4 12.8C10.4 11.6 12.2 11.6 13.2 12.8"
          fill="none"
          style={{ stroke: 'var(--n-card)', strokeWidth: 1.4 }}
        />
      </g>
    </symbol>
  );
}

function Leek() {
  return (
    <symbol id="ly-veg-leek" viewBox="0 0 24 24">
      <g style={LINE}>
        <path
          d="M9.6 12.4C8.6 8 6 4.2 2.6 1.8 7.4 2.6 10.6 6 12 10.4 13.4 6 16.6 2.6 21.4 1.8 18 4.2 15.4 8 14.4 12.4Z"
          fill="currentColor"
        />
        <path d="M11 11.6C10.8 7.6 11.2 4 12 0.9 12.8 4 13.2 7.6 13 11.6Z" fill="currentColor" />
        <rect x={9.6} y={11.4} width={4.8} height={10.6} rx={2.2} style={{ fill: 'var(--n-card)' }} />
        <path d="M10.6 22.2L9.4 23.6M12 22.4V23.8M13.4 22.2L14.6 23.6" fill="none" />
      </g>
    </symbol>
  );
}

export function VegSymbols() {
  return (
    <>
      <Wheat />
      <Pumpkin />
      <Turnip />
      <Cabbage />
      <Bean />
      <Leek />
    </>
  );
}
