/**
 * Seat tokens kept in the browser: the only way back to a seat (the server shows a token once).
 * Several seats of one match on this device make a hot-seat game.
 */
export interface MySeat extends TableSeat {
  token: string;
  savedAt: string;
}

/**
 * A seat a person plays at a table: by its token on this device, or — token null — as a seat the
 * signed-in account holds (claimed on another device; issue 44).
 */
export interface TableSeat {
  matchId: string;
  seat: number;
  token: string | null;
  name: string;
  game: string;
}

const KEY = 'tabula.seats';

export function loadSeats(): MySeat[] {
  try {
    const raw = localStorage.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list)
      ? (list as MySeat[]).filter((s) => typeof s?.token === 'string' && typeof s.matchId === 'string')
      : [];
  } catch {
    return [];
  }
}

function save(list: MySeat[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage full or disabled: the seat lives as long as the page */
  }
}

export function addSeat(seat: Omit<MySeat, 'savedAt'>): void {
  const list = loadSeats().filter((s) => !(s.matchId === seat.matchId && s.seat === seat.seat));
  list.push({ ...seat, savedAt: new Date().toISOString() });
  save(list);
}

export function seatsOf(matchId: string): MySeat[] {
  return loadSeats()
    .filter((s) => s.matchId === matchId)
    .sort((a, b) => a.seat - b.seat);
}

export function forgetMatch(matchId: string): void {
  save(loadSeats().filter((s) => s.matchId !== matchId));
}

export function myName(): string {
  try {
    return localStorage.getItem('tabula.name') ?? '';
  } catch {
    return '';
  }
}

export function setMyName(name: string): void {
  try {
    localStorage.setItem('tabula.name', name);
  } catch {
    /* not remembered */
  }
}
