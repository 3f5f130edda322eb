/**
 * The table's one line about whose decision it is (issue 45): a seat still free is waited for by
 * name — before every seat is taken nobody can move, so "Waiting for ‹host›" said to the host
 * was wrong — then the seat's own turn, then whom the table waits for.
 */
import type { SeatInfo } from '@tabula/wire';
import type { T } from '../i18n/i18n';
import type { Lang } from '../i18n/messages';
import { listOf } from '../i18n/format';

export function promptLine({
  seats,
  names,
  active,
  seat,
  myTurn,
  t,
  lang,
}: {
  seats: SeatInfo[];
  names: string[];
  active: number[];
  seat: number | null;
  myTurn: boolean;
  t: T;
  lang: Lang;
}): string {
  const nameOf = (s: number) => names[s] ?? `#${s + 1}`;
  const free = seats.filter((s) => s.bot === null && s.name === null).map((s) => nameOf(s.seat));
  const waiting = listOf(lang, active.map(nameOf));
  const watching = seat === null ? `${t('table.spectating')} ` : '';
  if (free.length) return `${watching}${t('table.waitingJoin', { names: listOf(lang, free) })}`;
  if (myTurn) return t('table.yourTurn', { name: nameOf(seat!) });
  if (!active.length) return seat === null ? t('table.spectating') : t('table.waitingOpen');
  return `${watching}${t('table.waitingFor', { names: waiting })}`;
}
