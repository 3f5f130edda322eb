/** Table talk as the client holds it (issue 23): lines by index, merged as greetings resend them. */
import type { QuickMessage } from '@tabula/wire';

/** One line of table talk (server README "chat"): seat null is a spectator. */
export interface ChatLine {
  idx: number;
  at: string;
  seat: number | null;
  text?: string;
  quick?: QuickMessage;
}

/** The longest text line the server takes (after trimming). */
export const CHAT_MAX = 500;

/** Merges lines by index (a greeting resends the last 100), in order. */
export function mergeChat(have: ChatLine[], more: ChatLine[]): ChatLine[] {
  const byIdx = new Map(have.map((l) => [l.idx, l]));
  for (const l of more) byIdx.set(l.idx, l);
  return [...byIdx.values()].sort((a, b) => a.idx - b.idx);
}
