/**
 * The order in which the Loyang economy (`loyangEconomy.ts`) feeds a seat's customers, and the
 * fields' card facts it reads, without allocating: the evaluation runs at every node of the
 * search and about a dozen times per play-out. Each order is what a stable sort by the same key
 * gives (`Array.prototype.sort` is stable), so the economy's answer is the same to the last bit.
 */
import { card, type CardInfo, fieldAllowed, fieldSpaces, type Player, type Regular } from '@tabula/loyang';

/** `casualsByPrice`'s answer (its first n places; reused). */
export const casualCards: CardInfo[] = [];
/** `regularsByPayment`'s answer (its first n places; reused). */
export const regularsOut: Regular[] = [];
/** The cards of `regularsOut`, place by place (reused). */
export const regularCards: CardInfo[] = [];
const regularPay: number[] = [];

/** Puts the seat's Casual customers' cards in `casualCards`, the best paying first (equal prices keep their order); returns how many. */
export function casualsByPrice(p: Player): number {
  let n = 0;
  for (const c of p.casuals) {
    const info = card(c.id);
    let i = n++;
    for (; i > 0 && casualCards[i - 1]!.price! < info.price!; i--) casualCards[i] = casualCards[i - 1]!;
    casualCards[i] = info;
  }
  return n;
}

/** Puts the seat's Regular customers in `regularsOut`, the best paying next row first (equal payments keep their order); returns how many. */
export function regularsByPayment(p: Player): number {
  let n = 0;
  for (const r of p.regulars) {
    const info = card(r.id);
    const pay = info.payments![r.rows] ?? 0;
    let i = n++;
    for (; i > 0 && regularPay[i - 1]! < pay; i--) {
      regularsOut[i] = regularsOut[i - 1]!;
      regularCards[i] = regularCards[i - 1]!;
      regularPay[i] = regularPay[i - 1]!;
    }
    regularsOut[i] = r;
    regularCards[i] = info;
    regularPay[i] = pay;
  }
  return n;
}

const fields = new Map<string, { spaces: number; allowed: readonly number[] }>();

/** A field's spaces and the vegetables it takes (L-9.A), looked up once per field card. */
export function fieldFacts(id: string): { spaces: number; allowed: readonly number[] } {
  let f = fields.get(id);
  if (!f) fields.set(id, (f = { spaces: fieldSpaces(id), allowed: fieldAllowed(id) }));
  return f;
}
