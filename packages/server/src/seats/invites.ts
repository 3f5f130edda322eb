/**
 * Seats kept for an invited person (issue 21). The creator sends a secret code with the seat
 * (`SeatSpec.invite`); the seat stays free, its stored token hash is `invite:` + the code's
 * SHA-256 — never equal to a seat token's hash, so the code plays nothing — until a join that
 * brings the code takes it (the join then stores the new seat token's hash as for any seat).
 * Everyone else is refused that seat, a join naming no seat gets a free seat that is not kept,
 * and the match listing marks kept seats `reserved` so no lobby lists them as open.
 */
import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../net/httpError';
import type { StoredMatch, StoredSeat } from '../store/store';
import { hashToken } from './tokens';
import type { JoinMatch, MatchInfo } from '@tabula/wire';

const PREFIX = 'invite:';

export function inviteHash(code: string): string {
  return PREFIX + hashToken(code);
}

function kept(hash: string | null): hash is string {
  return hash?.startsWith(PREFIX) === true;
}

function codeFits(code: string, hash: string): boolean {
  const want = Buffer.from(hash.slice(PREFIX.length), 'hex');
  const got = Buffer.from(hashToken(code), 'hex');
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * The join as the service should carry it out: a kept seat only with its code, and a join naming
 * no seat sent to the lowest free seat that is not kept. Refusals say what to do. `stored` is the
 * match as the join read it (the service reads it once per join, issue 26).
 */
export function checkJoin(stored: StoredMatch | null, id: string, req: JoinMatch): JoinMatch {
  if (stored?.status !== 'open') return req; // the service refuses these with their reason
  const free = stored.seats.filter((s) => s.name === null && s.bot === null);
  if (req.seat === undefined) {
    const byCode =
      req.invite !== undefined ? free.find((s) => kept(s.tokenHash) && codeFits(req.invite!, s.tokenHash)) : undefined;
    const open = free.find((s) => !kept(s.tokenHash));
    const seat = byCode ?? open;
    if (!seat)
      throw new HttpError(409, `every free seat of match ${id} is kept for an invited person: ask for an invite link`);
    return { ...req, seat: seat.seat };
  }
  const target = stored.seats[req.seat];
  if (target && target.name === null && target.bot === null && kept(target.tokenHash)) {
    if (req.invite === undefined)
      throw new HttpError(403, `seat ${req.seat} is kept for an invited person: open the invite link you were sent`);
    if (!codeFits(req.invite, target.tokenHash))
      throw new HttpError(
        403,
        `this invite code is not the one for seat ${req.seat}: open the invite link you were sent`,
      );
  }
  return req;
}

/** The info with each kept free seat of an open match marked `reserved`, from its stored seats. */
export function markKept(info: MatchInfo, seats: readonly StoredSeat[]): MatchInfo {
  if (info.status !== 'open') return info;
  return {
    ...info,
    seats: info.seats.map((s) =>
      s.name === null && s.bot === null && kept(seats[s.seat]?.tokenHash ?? null) ? { ...s, reserved: true } : s,
    ),
  };
}
