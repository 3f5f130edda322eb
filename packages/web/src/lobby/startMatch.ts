/**
 * Starting the match the lobby's form describes: on the server (the authority for every match
 * with someone invited), or on this device alone (issue 21), saved in IndexedDB with its bots
 * played in the browser.
 */
import type { ClockConfig } from '@tabula/wire';
import { randomId, saveGame } from '../local/saved';
import { api } from '../net/api';
import { newInviteCode, saveInvites } from '../net/invites';
import { addSeat, setMyName } from '../net/seats';
import { localPath, matchPath, navigate } from '../router';
import type { BotLevel } from './bots';
import type { SeatChoice } from './seatChoice';

type Options = Record<string, string | number | boolean>;

export interface ServerMatch {
  game: string;
  players: number;
  seats: SeatChoice[];
  options: Options;
  /** Only for a match with someone invited: its clock, the bot for an absent person, hints. */
  clocked: boolean;
  clock: ClockConfig | undefined;
  absentBot: BotLevel;
  hints: boolean;
  spectatorChat: boolean;
  /** Listed in no lobby: only its link, invite links and seats reach it. */
  privateTable: boolean;
  /** Created as rated (issue 44): only asked where the server would take it (ratedChoice.ts). */
  rated: boolean;
  /** A seat's name when its person left it empty ("Player 2"). */
  seatName(i: number): string;
}

/** Creates the match on the server, takes this device's seats and opens the table. */
export async function startOnServer(m: ServerMatch): Promise<void> {
  const { seats, clocked } = m;
  const codes = seats.map((s) => (s.kind === 'invite' ? newInviteCode() : null));
  const info = await api.create({
    game: m.game,
    players: m.players,
    options: { ...m.options, ...(clocked && m.hints ? { hints: true } : {}) },
    // A seat for an invited person is kept for them: only their link's code takes it.
    seats: seats
      .slice(0, m.players)
      .map((s, i) => (s.kind === 'bot' ? { bot: s.bot } : s.kind === 'invite' ? { invite: codes[i]! } : {})),
    ...(clocked && m.clock ? { clock: m.clock } : {}),
    ...(clocked ? { absentBot: m.absentBot } : {}),
    spectatorChat: m.spectatorChat,
    ...(m.privateTable ? { private: true } : {}),
    ...(m.rated ? { rated: true } : {}),
  });
  if (seats[0]?.kind === 'here' && seats[0].name) setMyName(seats[0].name);
  for (const [i, s] of seats.entries()) {
    if (s.kind !== 'here') continue;
    const name = s.name.trim() || m.seatName(i);
    const joined = await api.join(info.id, { seat: i, name });
    addSeat({ matchId: info.id, seat: joined.seat, token: joined.token, name, game: m.game });
  }
  // The table page shows the invite links (with a copy button) until the seats are taken.
  saveInvites(codes.flatMap((code, seat) => (code ? [{ matchId: info.id, seat, code }] : [])));
  navigate(matchPath(info.id));
}

/** Saves a new game on this device (no server) and opens it. */
export async function startOnDevice(game: string, players: number, seats: SeatChoice[], options: Options) {
  if (seats[0]?.kind === 'here' && seats[0].name) setMyName(seats[0].name);
  const id = randomId();
  const now = Date.now();
  await saveGame({
    id,
    game,
    names: seats.slice(0, players).map((s) => (s.kind === 'here' ? s.name.trim() : '')),
    bots: seats.slice(0, players).map((s) => (s.kind === 'bot' ? s.bot : null)),
    setup: { players, seed: randomId(), options },
    record: null,
    created: now,
    updated: now,
    toMove: [],
    outcome: null,
  });
  navigate(localPath(id));
}
