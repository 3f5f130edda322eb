import { playRandomGame } from '@tabula/engine';
import { loyang } from '@tabula/loyang';
import { card } from './src/data';
const cnt: Record<string, number> = {};
for (const P of [1, 2, 3, 4]) for (let g = 0; g < 40; g++) {
  const r = playRandomGame(loyang, { players: P, seed: 'c' + g });
  for (const { action } of r.record.actions as any[]) {
    const k = action.type === 'helper' ? `helper ${card(action.card).type} o${action.option}${action.with ? '+' + action.with : ''}${P === 1 ? ' solo' : ''}` : action.type;
    cnt[k] = (cnt[k] ?? 0) + 1;
  }
}
console.log(Object.entries(cnt).sort().map(([k, v]) => `${k}: ${v}`).join('\n'));
