export { main } from './main';
export { games, gameById } from './registry';
