import { hansa } from '@tabula/hansa';
import { applyAction, Rng, chooseRandom, newRandomMemory } from '@tabula/engine';
function len(players: number, seed: string, cap: number) {
  let s = hansa.setup({ players, seed });
  const pol = Array.from({ length: players }, (_, i) => ({ rng: Rng.seed(`${seed}:${i}`), mem: newRandomMemory(hansa.facts.maxPlayers) }));
  let n = 0;
  while (hansa.activeSeats(s).length) {
    if (n > cap) return Infinity;
    const seat = hansa.activeSeats(s)[0]!;
    const p = pol[seat]!;
    const a = chooseRandom(hansa, hansa.legalActions(s, seat), seat, p.rng, p.mem);
    s = applyAction(hansa, s, seat, a).state; n++;
  }
  return n;
}
for (const players of [5, 4]) {
  let best = [Infinity, ''] as [number, string];
  for (let i = 0; i < 50; i++) { const seed = `v${players}-${i}`; const l = len(players, seed, best[0]); if (l < best[0]) { best = [l, seed]; console.log(players, best); } }
}
