/** One's seat in a challenge kept on this device too (its token), and its table opened. */
import { addSeat } from '../net/seats';
import { matchPath, navigate } from '../router';

export function openSeat(matchId: string, seat: number, token: string, name: string, game: string): void {
  addSeat({ matchId, seat, token, name, game });
  navigate(matchPath(matchId));
}
