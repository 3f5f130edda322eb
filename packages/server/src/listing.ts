/**
 * Whose turn it is in the match listing (issue 21: the lobby shows it for running matches). The
 * store keeps no turn, so a running match's seats to move come from its state in memory, loaded
 * if need be and dropped again when nobody watches it; each answer is kept per match version so a
 * lobby polling every few seconds replays nothing twice.
 */
import type { MatchService } from './service';
import type { MatchInfo } from './wire';

const MAX_KEPT = 2000;
const kept = new Map<string, { version: number; toMove: number[] }>();

async function toMoveOf(service: MatchService, info: MatchInfo): Promise<number[] | undefined> {
  const hit = kept.get(info.id);
  if (hit && hit.version === info.version) return hit.toMove;
  const m = await service.open(info.id).catch(() => null);
  if (!m) return undefined;
  const toMove = [...m.active];
  service.evictIfIdle(m);
  kept.delete(info.id);
  kept.set(info.id, { version: m.version, toMove });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return toMove;
}

/** The list with `toMove` on each running match. */
export async function withTurns(service: MatchService, list: MatchInfo[]): Promise<MatchInfo[]> {
  return Promise.all(
    list.map(async (info) => {
      if (info.status !== 'running') return info;
      const toMove = await toMoveOf(service, info);
      return toMove ? { ...info, toMove } : info;
    }),
  );
}
