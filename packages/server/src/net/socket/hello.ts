/**
 * `hello`: greet a match as a seat (with its token) or as a spectator. The answer is a welcome,
 * the update since `since` and the talk the connection lacks, within its greeting budget
 * (greetingBudget.ts); a second hello moves the connection to another match or seat, the same one
 * again re-syncs it, and a person greeting the seat a bot plays for them takes it back.
 */
import type { LiveMatch } from '../../match/liveMatch';
import { greetingRefusal } from '../../limits/greetingBudget';
import { seatOf } from '../../seats/tokens';
import { errorMessage, welcomeMessage } from '../messages';
import type { Subscriber } from '../fanout';
import type { Session } from './session';

/** Greetings are answered one after another (the budget counts each before the next). */
export function hello(
  c: Session,
  matchId: string,
  token: string | undefined,
  since: number,
  seat?: number,
): Promise<unknown> {
  const run = () => greet(c, matchId, token, since, seat);
  const answered = c.greeting.then(run, run);
  c.greeting = answered.catch(() => undefined);
  return answered;
}

/**
 * The account that opened this connection's seat holds it no more (deleted: seats/accountLinks.ts):
 * the connection watches from now on, told why, with a whole spectator's view.
 */
function unlink(c: Session, m: LiveMatch, sub: Subscriber): void {
  if (c.match !== m || c.sub !== sub) return;
  const seat = c.seat;
  const watching: Subscriber = {
    viewer: 'spectator',
    sent: 0,
    send: c.send,
    patch: c.frames.patch === true,
    steps: c.frames.steps === true,
  };
  c.send(
    errorMessage(
      'bad-token',
      `the account that held seat ${seat} of match ${m.id} is gone: this connection now watches; greet with the seat's token to play it`,
    ),
  );
  c.seat = null;
  c.sub = watching;
  c.send(welcomeMessage(m, null));
  // The spectator first: the match keeps a watcher here and is not let go in between.
  c.service.subscribe(m, watching, m.version);
  c.service.unsubscribe(m, sub);
}

async function greet(
  c: Session,
  matchId: string,
  token: string | undefined,
  since: number,
  seat: number | undefined,
): Promise<void> {
  const service = c.service;
  const refused = await greetingRefusal(c.greetings, service.quotas, c.address);
  if (refused) return c.send(errorMessage('rate-limited', refused));
  let m: LiveMatch | null;
  try {
    m = await service.open(matchId);
  } catch (e) {
    return c.send(errorMessage('internal', `match ${matchId} could not be loaded: ${(e as Error).message}`));
  }
  if (!m) return c.send(errorMessage('unknown-match', `no match "${matchId}"`));
  let s: number | null = null;
  /** The account whose session opened the seat (no token was shown). */
  let linked: string | null = null;
  if (token !== undefined) {
    s = seatOf(m.seats, token);
    if (s === null) return c.send(errorMessage('bad-token', `this token is not a seat token of match ${matchId}`));
  } else if (seat !== undefined) {
    // A seat of the account the socket was opened for (issue 44): claimed with its token before.
    const account = c.frames.account ?? null;
    if (account === null || (await service.store.seatHolder(matchId, seat)) !== account)
      return c.send(
        errorMessage(
          'bad-token',
          `no seat ${seat} of match ${matchId} is held by ${account === null ? 'a signed-out connection' : 'this account'}: sign in and claim it, or greet with its token`,
        ),
      );
    s = seat;
    linked = account;
  }
  c.greeted = true;
  if (c.ws.readyState !== c.ws.OPEN) return;
  const before = c.sentChars;
  // The same greeting again (a client re-syncing): its update only, no presence change for others.
  if (c.match === m && c.sub && c.seat === s) {
    // Greeted with the token this time: the seat no longer rests on the account.
    if (linked === null) delete c.sub.account;
    c.send(welcomeMessage(m, s));
    service.fanout.resync(m, c.sub, since);
  } else {
    // A second hello moves the connection to another match (or seat).
    if (c.match && c.sub) {
      c.seen.left(c.match);
      service.unsubscribe(c.match, c.sub);
    }
    c.match = m;
    c.seat = s;
    c.sub = {
      viewer: s ?? 'spectator',
      sent: 0,
      send: c.send,
      patch: c.frames.patch === true,
      steps: c.frames.steps === true,
    };
    if (linked !== null) {
      const sub = c.sub;
      sub.account = { id: linked, revoke: () => unlink(c, m, sub) };
    }
    c.send(welcomeMessage(m, s));
    service.subscribe(m, c.sub, since);
    // The lines it does not hold yet: a match's history once per connection.
    const lines = c.seen.greet(m);
    if (lines) c.send(lines);
  }
  c.greetings.spend(c.sentChars - before);
  // A person greeting their seat while a bot plays it for them takes it back.
  if (s !== null && m.seats[s]!.bot !== null) {
    // Issue 41, item 5: the greeting stands, but a seat that changed hands too often stays with the bot.
    const refusedSeat = await service.absence.reclaim(m, s);
    if (refusedSeat) c.send(errorMessage(refusedSeat.code, refusedSeat.message));
  }
}
