/**
 * The signed-in person's friends, requests, challenges and blocks, read again every 15 s (online
 * dots, new requests) and after each change; `act` runs a change and says how it went.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FriendRequestInfo, Friends } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { relationProblem } from './problems';
import { relationApi } from './relationApi';

const POLL_MS = 15_000;

export interface Note {
  text: string;
  error: boolean;
}

export interface RelationsState {
  friends: Friends | null;
  blocks: FriendRequestInfo[] | null;
  note: Note | null;
  /** Runs a change about `username`; what it resolves with, if a string, is said once it worked. */
  act(work: () => Promise<unknown>, username: string): Promise<boolean>;
}

export function useRelations(signedIn: boolean): RelationsState {
  const { t } = useI18n();
  const [friends, setFriends] = useState<Friends | null>(null);
  const [blocks, setBlocks] = useState<FriendRequestInfo[] | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const load = useCallback(async () => {
    const [f, b] = await Promise.all([relationApi.friends(), relationApi.blocks()]);
    setFriends(f);
    setBlocks(b);
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const look = () => (live ? load().catch(() => undefined) : undefined);
    look();
    const timer = setInterval(look, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [signedIn, load]);
  const act = useCallback(
    async (work: () => Promise<unknown>, username: string) => {
      try {
        const done = await work();
        setNote(typeof done === 'string' ? { text: done, error: false } : null);
        await load();
        return true;
      } catch (e) {
        setNote({ text: relationProblem(e, username, t), error: true });
        return false;
      }
    },
    [load, t],
  );
  return { friends, blocks, note, act };
}
