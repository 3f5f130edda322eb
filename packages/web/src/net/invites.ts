/**
 * Invite codes this browser made (issue 21): a seat kept for an invited person is taken only with
 * its code, which travels in the invite link. The creator's browser keeps the codes so the table
 * page can show the links again until the seats are taken.
 */
import { api } from './api';

export interface MyInvite {
  matchId: string;
  seat: number;
  code: string;
}

const KEY = 'tabula.invites';

/** 144 random bits, base64url (what the server accepts: 16–128 of A–Z a–z 0–9 _ -). */
export function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function load(): MyInvite[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list)
      ? (list as MyInvite[]).filter((i) => typeof i?.code === 'string' && typeof i.matchId === 'string')
      : [];
  } catch {
    return [];
  }
}

export function saveInvites(invites: MyInvite[]): void {
  const keep = load().filter((i) => !invites.some((n) => n.matchId === i.matchId && n.seat === i.seat));
  try {
    localStorage.setItem(KEY, JSON.stringify([...keep, ...invites].slice(-200)));
  } catch {
    /* not kept: the links were shown once at creation */
  }
}

export function invitesOf(matchId: string): MyInvite[] {
  return load()
    .filter((i) => i.matchId === matchId)
    .sort((a, b) => a.seat - b.seat);
}

let publicUrl: Promise<string | null> | null = null;

/** The server's `--public-url`, when set: invite links are made of it rather than this page's address. */
export function serverPublicUrl(): Promise<string | null> {
  publicUrl ??= api.server().then(
    (f) => f.publicUrl,
    () => null,
  );
  return publicUrl;
}
