/**
 * Games played on this device without a server (issue 21), saved in IndexedDB after every action
 * so a reload — online or not — resumes them. A saved game is its record in the server's format
 * (`GameRecord`) plus who sits where: the record alone replays the game exactly, so an export is
 * the same file a server match's replay downloads.
 */
import type { GameRecord } from '@tabula/engine';
import type { MatchInfo } from '@tabula/wire';

export interface SavedGame {
  id: string;
  game: string;
  /** Each seat's name as the table shows it. */
  names: string[];
  /** Each seat's bot level or spec; null: a person on this device. */
  bots: Array<string | null>;
  /** What the game was set up with (the seed random, never shown to a bot). */
  setup: { players: number; seed: string; options: Record<string, string | number | boolean> };
  /** Every action so far; null until the game's page first opened it. */
  record: GameRecord | null;
  created: number;
  updated: number;
  /** Who owes a decision, and the result once the game is over (for the lobby's list). */
  toMove: number[];
  outcome: MatchInfo['outcome'];
}

const DB = 'tabula';
const STORE = 'localGames';

function open(): Promise<IDBDatabase> {
  return new Promise((ok, fail) => {
    if (typeof indexedDB === 'undefined') return fail(new Error('this browser keeps no games (no IndexedDB)'));
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id' });
    req.onsuccess = () => ok(req.result);
    req.onerror = () => fail(req.error ?? new Error('IndexedDB could not be opened'));
  });
}

function run<T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((ok, fail) => {
        const tx = db.transaction(STORE, mode);
        const req = f(tx.objectStore(STORE));
        // Resolved once the transaction is durable, not when the request alone succeeded.
        tx.oncomplete = () => {
          db.close();
          ok(req.result);
        };
        const failed = () => {
          db.close();
          fail(tx.error ?? req.error ?? new Error('IndexedDB transaction failed'));
        };
        tx.onerror = failed;
        tx.onabort = failed;
      }),
  );
}

export function saveGame(g: SavedGame): Promise<void> {
  return run('readwrite', (s) => s.put(g)).then(() => undefined);
}

export function loadSaved(id: string): Promise<SavedGame | null> {
  return run<SavedGame | undefined>('readonly', (s) => s.get(id) as IDBRequest<SavedGame | undefined>).then(
    (g) => g ?? null,
  );
}

/** Every saved game, the most recently played first. */
export function listSaved(): Promise<SavedGame[]> {
  return run<SavedGame[]>('readonly', (s) => s.getAll() as IDBRequest<SavedGame[]>).then((all) =>
    all.sort((a, b) => b.updated - a.updated),
  );
}

export function deleteSaved(id: string): Promise<void> {
  return run('readwrite', (s) => s.delete(id)).then(() => undefined);
}

/** A new game's id and seed: random, unguessable, never sent anywhere. */
export function randomId(): string {
  const b = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The record as a file the replay viewer and `tabula analyze` open. */
export function downloadRecord(g: SavedGame & { record: GameRecord }): void {
  const blob = new Blob([JSON.stringify(g.record, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${g.game}-local-${g.id.slice(0, 8)}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
