import { playRandomGame } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
const t0 = performance.now();
let n = 0;
for (let g = 0; g < 4; g++) n += playRandomGame(hansa, { players: 5, seed: `p${g}` }).actions;
console.log(n, (n / ((performance.now() - t0) / 1000)) | 0, 'actions/s');
