import { serverGames } from './src/games';
import { playWholeGame, startTestServer } from './test/helpers';
const server = await startTestServer({ sync: 'normal' });
const t0 = performance.now();
const r = await playWholeGame(server.url, serverGames.hansa!, 5, 'w5-1');
console.log('actions', r.final.version, 'ms', (performance.now() - t0).toFixed(0));
await server.close();
process.exit(0);
