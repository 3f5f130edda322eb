/**
 * How the end-to-end test plays its Hansa seat so that a game ends in a few minutes: it collects
 * bonus tokens — establishing the cheapest route that carries one, putting each replacement token
 * (H-11.6) on a short empty route — until the bonus supply runs out (H-12.1), and takes Kontors
 * and upgrades on the way. It reads only its own seat's view.
 */
import type { HansaView } from '@tabula/hansa';
import type { Policy } from './play';

type A = Record<string, unknown>;
const UPGRADE_ORDER = ['actiones', 'bursa', 'liberSophiae', 'privilegium', 'clavisUrbis'];

/** Empty posts still needed on a route every occupied post of which is mine; Infinity if blocked. */
function need(v: HansaView, seat: number, routeId: string): number {
  const r = v.routes.find((x) => x.id === routeId);
  if (!r || r.posts.some((p) => p && p.seat !== seat)) return Infinity;
  return r.posts.filter((p) => p === null).length;
}

export function hansaPolicy(seat: number): Policy {
  return (legal, _inTurn, raw) => {
    const v = raw as HansaView;
    const of = (t: string) => legal.filter((a) => a.type === t);
    const pick = of('establish')[0] ?? of('kontor')[0] ?? of('useActions')[0];
    if (pick) return pick;
    const ups = of('upgrade');
    if (ups.length)
      return ups.sort(
        (a, b) => UPGRADE_ORDER.indexOf(String(a.ability)) - UPGRADE_ORDER.indexOf(String(b.ability)),
      )[0]!;
    if (of('coellen').length) return of('coellen')[0]!;
    if (of('noKontor').length) return of('noKontor')[0]!;
    const bonus = of('placeBonus');
    if (bonus.length) return bonus.sort((a, b) => need(v, seat, String(a.route)) - need(v, seat, String(b.route)))[0]!;
    const completable = v.routes
      .filter((r) => need(v, seat, r.id) < Infinity)
      .sort((a, b) => need(v, seat, a.id) - need(v, seat, b.id));
    const target = completable.find((r) => r.bonusToken) ?? completable[0];
    const onTarget = (a: A) => !!target && a.route === target.id;
    const places = [...of('place'), ...of('put'), ...of('relocate')];
    if (places.length) return places.find(onTarget) ?? places.find((a) => a.piece === 'trader') ?? places[0]!;
    // H-9 Move: gather pieces stranded on blocked routes onto the target.
    const lifts = [...of('lift'), ...of('move')].filter(
      (a) => !onTarget(a) && need(v, seat, String(a.route)) === Infinity,
    );
    if (lifts.length) return lifts[0]!;
    if (of('liftDone').length) return of('liftDone')[0]!;
    const income = of('income');
    if (income.length)
      return income.sort(
        (a, b) => Number(b.traders) + Number(b.merchants) - Number(a.traders) - Number(a.merchants),
      )[0]!;
    const desk = v.desks[seat]!;
    const pieces = desk.personal.traders + desk.personal.merchants;
    const begin = (what: string) => legal.find((a) => a.type === 'begin' && a.action === what);
    if (pieces > 0 && target && begin('place')) return begin('place')!;
    if (desk.general.traders + desk.general.merchants > 0 && begin('income')) return begin('income')!;
    const stranded = v.routes.some((r) => need(v, seat, r.id) === Infinity && r.posts.some((p) => p?.seat === seat));
    if (stranded && begin('move')) return begin('move')!;
    if (pieces > 0 && begin('place')) return begin('place')!;
    for (const t of ['endRelocation', 'removeDone', 'endTurn']) if (of(t).length) return of(t)[0]!;
    return legal[0]!;
  };
}
