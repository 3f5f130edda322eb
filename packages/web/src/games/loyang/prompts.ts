/** What the top pending decision asks of its seat, in words. */
import type { Decision } from '@tabula/loyang';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { cardName, veg } from './words';

const D = {
  en: { plant: 'Buy a vegetable from your Shop and plant it on your Home field.', harvest: 'Harvest: one vegetable from each field.', harvestFields: 'Choose fields to harvest once more.', courtyard: 'Card phase: put a hand card into the Courtyard, or play one from your hand and one from the Courtyard.', take: 'Take a card from the Courtyard.', offer: 'Buy cards from the Offer ({n} bought).', payField: 'Pay 2 for {c}.', payPenalty: 'Pay the penalty of 2 for {c}.', partner: 'Choose your partner for the Action phase.', turn: 'Action phase: your actions.', sowField: 'Choose a field to sow {v} on.', handIn: 'Hand in {n, plural, one {# more vegetable} other {# more vegetables}} from your Cart.', twoPack: 'Two-pack: choose what to keep.', store: 'Store vegetables in your Storehouse; return the rest.', path: 'Move on the Path of Prosperity ({n, plural, one {# step} other {# steps}} so far).', foreman: 'Foreman: take {c}?', bookkeeper: 'Book-keeper: set your Shop.', crier: 'Market crier: sell from your Market stalls.', merchant: 'Merchant: buy vegetables.', tenant: 'Tenant-farmer: choose a field from your pile.' },
  de: { plant: 'Kaufe eine Ware aus deinem Laden und pflanze sie auf dein Stammfeld.', harvest: 'Ernte: eine Ware von jedem Feld.', harvestFields: 'Wähle Felder, die du noch einmal aberntest.', courtyard: 'Kartenphase: lege eine Handkarte in den Hof, oder spiele eine aus der Hand und eine aus dem Hof.', take: 'Nimm eine Karte aus dem Hof.', offer: 'Kaufe Karten aus der Auslage ({n} gekauft).', payField: 'Bezahle 2 für {c}.', payPenalty: 'Bezahle die Strafe von 2 für {c}.', partner: 'Wähle deinen Partner für die Aktionsphase.', turn: 'Aktionsphase: deine Aktionen.', sowField: 'Wähle ein Feld, auf das du {v} säst.', handIn: 'Gib noch {n, plural, one {# Ware} other {# Waren}} aus deinem Karren ab.', twoPack: 'Doppelpack: wähle, was du behältst.', store: 'Lagere Waren ein; den Rest gibst du zurück.', path: 'Rücke auf dem Wohlstandspfad vor (bisher {n, plural, one {# Schritt} other {# Schritte}}).', foreman: 'Vorarbeiter: {c} nehmen?', bookkeeper: 'Buchhalter: richte deinen Laden ein.', crier: 'Marktschreier: verkaufe von deinen Marktständen.', merchant: 'Kaufmann: kaufe Waren.', tenant: 'Pächter: wähle ein Feld aus deinem Stapel.' },
  it: { plant: 'Compra un ortaggio dal tuo negozio e piantalo nel campo personale.', harvest: 'Mietitura: un ortaggio da ogni campo.', harvestFields: 'Scegli i campi da cui raccogliere ancora.', courtyard: 'Fase delle carte: metti una carta nel cortile comune, oppure giocane una dalla mano e una dal cortile.', take: 'Prendi una carta dal cortile comune.', offer: 'Compra carte dall’offerta ({n} comprate).', payField: 'Paga 2 per {c}.', payPenalty: 'Paga la penalità di 2 per {c}.', partner: 'Scegli il tuo partner per la fase delle azioni.', turn: 'Fase delle azioni: le tue azioni.', sowField: 'Scegli il campo su cui seminare {v}.', handIn: 'Consegna ancora {n, plural, one {# ortaggio} other {# ortaggi}} dal carro.', twoPack: 'Pacchetto da 2: scegli cosa tenere.', store: 'Immagazzina gli ortaggi; rimetti il resto nella scorta.', path: 'Avanza sulla via della prosperità ({n, plural, one {# passo} other {# passi}} finora).', foreman: 'Caposquadra: prendere {c}?', bookkeeper: 'Contabile: sistema il negozio.', crier: 'Banditore: vendi dalle bancarelle.', merchant: 'Mercante: compra ortaggi.', tenant: 'Fittavolo: scegli un campo dal mazzo.' },
} satisfies Record<Lang, Record<Decision['kind'], string>>;

export function decisionPrompt(d: Decision, lang: Lang): string {
  const p: Record<string, string | number> = {};
  if ('card' in d) p.c = cardName(d.card, lang);
  if (d.kind === 'foreman') p.c = cardName(d.helper, lang);
  if (d.kind === 'sowField') p.v = veg(lang, d.veg);
  if (d.kind === 'handIn') p.n = d.left;
  if (d.kind === 'offer') p.n = d.bought;
  if (d.kind === 'path') p.n = d.steps;
  return formatIcu(lang, D[lang][d.kind], p);
}
