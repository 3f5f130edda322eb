/** What the top pending decision asks of its seat, in words. */
import type { Decision, LoyangView } from '@tabula/loyang';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { cardName, veg } from './words';

const D = {
  en: {
    plant: 'Buy a vegetable from your Shop and plant it on your Home field.',
    harvest: 'Harvest: one vegetable from each field.',
    harvestFields: 'Choose fields to harvest once more.',
    courtyard: 'Card phase: put a hand card into the Courtyard, or play one from your hand and one from the Courtyard.',
    take: 'Now play a card from your hand; the rest of your hand goes to the Courtyard (L-5.5).',
    takeSquire:
      'Squire: take up to {n, plural, one {# more Courtyard card} other {# more Courtyard cards}}, or play a card from your hand; the rest of your hand goes to the Courtyard (L-5.5, L-15).',
    courtyardOpen: 'Card phase: the Courtyard is empty — put a hand card into it (L-5.4).',
    courtyardOpen2:
      'Card phase: the Courtyard is empty — put a hand card into it, or first turn up the top card of the Draw pile (L-5.4, L-5.10).',
    courtyardLast:
      'Card phase: you are the last player — take a card from the Courtyard and play one from your hand (L-5.7).',
    courtyardOne:
      'Card phase: your last hand card cannot go into the Courtyard — take a card from the Courtyard and play both (L-5.6).',
    offer: 'Buy cards from the Offer ({n} bought).',
    payField: 'Pay 2 for {c}.',
    payPenalty: 'Pay the penalty of 2 for {c}.',
    partner: 'Choose your partner for the Action phase.',
    turn: 'Action phase: your actions.',
    sowField: 'Choose a field to sow {v} on.',
    handIn: 'Hand in {n, plural, one {# more vegetable} other {# more vegetables}} from your Cart.',
    twoPack: 'Two-pack: choose what to keep.',
    store: 'Store vegetables in your Storehouse; return the rest.',
    path: 'Move on the Path of Prosperity ({n, plural, one {# step} other {# steps}} so far).',
    foreman: 'Foreman: take {c}?',
    bookkeeper: 'Book-keeper: set your Shop.',
    crier: 'Market crier: sell from your Market stalls.',
    merchant: 'Merchant: buy vegetables.',
    tenant: 'Tenant-farmer: choose a field from your pile.',
  },
  de: {
    plant: 'Kaufe eine Ware aus deinem Laden und pflanze sie auf dein Stammfeld.',
    harvest: 'Ernte: eine Ware von jedem Feld.',
    harvestFields: 'Wähle Felder, die du noch einmal aberntest.',
    courtyard: 'Kartenphase: lege eine Handkarte in den Hof, oder spiele eine aus der Hand und eine aus dem Hof.',
    take: 'Spiele jetzt eine Karte aus deiner Hand; der Rest deiner Hand kommt in den Hof (L-5.5).',
    takeSquire:
      'Knappe: nimm {n, plural, one {noch # Karte} other {noch bis zu # Karten}} aus dem Hof, oder spiele eine Karte aus deiner Hand; der Rest deiner Hand kommt in den Hof (L-5.5, L-15).',
    courtyardOpen: 'Kartenphase: der Hof ist leer — lege eine Handkarte hinein (L-5.4).',
    courtyardOpen2:
      'Kartenphase: der Hof ist leer — lege eine Handkarte hinein, oder decke zuerst die oberste Karte des Nachziehstapels auf (L-5.4, L-5.10).',
    courtyardLast:
      'Kartenphase: du bist als Letzter übrig — nimm eine Karte aus dem Hof und spiele eine aus deiner Hand (L-5.7).',
    courtyardOne:
      'Kartenphase: deine letzte Handkarte darf nicht in den Hof — nimm eine Karte aus dem Hof und spiele beide (L-5.6).',
    offer: 'Kaufe Karten aus der Auslage ({n} gekauft).',
    payField: 'Bezahle 2 für {c}.',
    payPenalty: 'Bezahle die Strafe von 2 für {c}.',
    partner: 'Wähle deinen Partner für die Aktionsphase.',
    turn: 'Aktionsphase: deine Aktionen.',
    sowField: 'Wähle ein Feld, auf das du {v} säst.',
    handIn: 'Gib noch {n, plural, one {# Ware} other {# Waren}} aus deinem Karren ab.',
    twoPack: 'Doppelpack: wähle, was du behältst.',
    store: 'Lagere Waren ein; den Rest gibst du zurück.',
    path: 'Rücke auf dem Wohlstandspfad vor (bisher {n, plural, one {# Schritt} other {# Schritte}}).',
    foreman: 'Vorarbeiter: {c} nehmen?',
    bookkeeper: 'Buchhalter: richte deinen Laden ein.',
    crier: 'Marktschreier: verkaufe von deinen Marktständen.',
    merchant: 'Kaufmann: kaufe Waren.',
    tenant: 'Pächter: wähle ein Feld aus deinem Stapel.',
  },
  it: {
    plant: 'Compra un ortaggio dal tuo negozio e piantalo nel campo personale.',
    harvest: 'Mietitura: un ortaggio da ogni campo.',
    harvestFields: 'Scegli i campi da cui raccogliere ancora.',
    courtyard: 'Fase delle carte: metti una carta nel cortile comune, oppure giocane una dalla mano e una dal cortile.',
    take: 'Ora gioca una carta dalla mano; il resto della mano va nel cortile comune (L-5.5).',
    takeSquire:
      'Scudiero: prendi {n, plural, one {ancora # carta} other {fino ad altre # carte}} dal cortile comune, oppure gioca una carta dalla mano; il resto della mano va nel cortile comune (L-5.5, L-15).',
    courtyardOpen: 'Fase delle carte: il cortile comune è vuoto — mettici una carta dalla mano (L-5.4).',
    courtyardOpen2:
      'Fase delle carte: il cortile comune è vuoto — mettici una carta dalla mano, oppure prima scopri la prima carta del mazzo (L-5.4, L-5.10).',
    courtyardLast:
      'Fase delle carte: sei l’ultimo giocatore rimasto — prendi una carta dal cortile comune e giocane una dalla mano (L-5.7).',
    courtyardOne:
      'Fase delle carte: l’ultima carta in mano non può andare nel cortile comune — prendi una carta dal cortile e giocale entrambe (L-5.6).',
    offer: 'Compra carte dall’offerta ({n} comprate).',
    payField: 'Paga 2 per {c}.',
    payPenalty: 'Paga la penalità di 2 per {c}.',
    partner: 'Scegli il tuo partner per la fase delle azioni.',
    turn: 'Fase delle azioni: le tue azioni.',
    sowField: 'Scegli il campo su cui seminare {v}.',
    handIn: 'Consegna ancora {n, plural, one {# ortaggio} other {# ortaggi}} dal carro.',
    twoPack: 'Pacchetto da 2: scegli cosa tenere.',
    store: 'Immagazzina gli ortaggi; rimetti il resto nella scorta.',
    path: 'Avanza sulla via della prosperità ({n, plural, one {# passo} other {# passi}} finora).',
    foreman: 'Caposquadra: prendere {c}?',
    bookkeeper: 'Contabile: sistema il negozio.',
    crier: 'Banditore: vendi dalle bancarelle.',
    merchant: 'Mercante: compra ortaggi.',
    tenant: 'Fittavolo: scegli un campo dal mazzo.',
  },
} satisfies Record<Lang, Record<Decision['kind'] | Variant, string>>;

/** Card-phase wordings that depend on the table, not only on the decision (L-5.4–L-5.7, squire L-15). */
type Variant = 'takeSquire' | 'courtyardOpen' | 'courtyardOpen2' | 'courtyardLast' | 'courtyardOne';

/** The Card phase's options for this seat now: the last player, an empty Courtyard, one hand card. */
function variant(d: Decision, v: LoyangView | undefined): Decision['kind'] | Variant {
  if (d.kind === 'take') return d.extra > 0 ? 'takeSquire' : 'take';
  if (d.kind !== 'courtyard' || !v) return d.kind;
  if (v.dist && v.dist.remaining.length === 1) return 'courtyardLast';
  if (v.courtyard.length === 0)
    return v.players === 2 && !d.flipped && v.drawCount > 0 ? 'courtyardOpen2' : 'courtyardOpen';
  if ((v.seats[d.seat]?.hand?.length ?? 0) === 1) return 'courtyardOne';
  return 'courtyard';
}

/** The top decision in words; with the view, the Card phase says what this seat may do at this point. */
export function decisionPrompt(d: Decision, lang: Lang, v?: LoyangView): string {
  const p: Record<string, string | number> = {};
  if (d.kind === 'take') p.n = d.extra;
  if ('card' in d) p.c = cardName(d.card, lang);
  if (d.kind === 'foreman') p.c = cardName(d.helper, lang);
  if (d.kind === 'sowField') p.v = veg(lang, d.veg);
  if (d.kind === 'handIn') p.n = d.left;
  if (d.kind === 'offer') p.n = d.bought;
  if (d.kind === 'path') p.n = d.steps;
  return formatIcu(lang, D[lang][variant(d, v)], p);
}
