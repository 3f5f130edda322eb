/**
 * A prompt in players' words (issue 45): the game's wording ends with the rule ids it follows
 * ("… (H-5)", "(L-5.4, L-5.10)"), which read like a developer's notes at every turn. The ids are
 * taken out of the sentence; the first becomes a small "§" link to that rule, whose tip and page
 * say it in full — the rules link is the one place a rule id stays, beside why-not.
 */
import { RuleLink } from '../rules/RuleLink';
import type { RuleGame } from '../rules/book';

const ID = String.raw`[HL]-\d[\w.]*`;
/** " (H-5)", " (L-5.4, L-5.10)", " (L-5.4–L-5.7)" — a parenthesis of rule ids only. */
const IDS = new RegExp(String.raw`\s*\((${ID}(?:(?:,\s*|–)${ID})*)\)`, 'g');

/** Ids closing a parenthesis that says more: "(1 action, H-14.5)" keeps "(1 action)". */
const TRAILING = new RegExp(String.raw`,\s*(${ID}(?:,\s*${ID})*)\)`, 'g');

/** The sentence without its rule ids, and the ids in order. */
export function splitRuleIds(text: string): { text: string; ids: string[] } {
  const ids: string[] = [];
  const take = (group: string) => ids.push(...(group.match(new RegExp(ID, 'g')) ?? []));
  const plain = text
    .replace(IDS, (_, group: string) => {
      take(group);
      return '';
    })
    .replace(TRAILING, (_, group: string) => {
      take(group);
      return ')';
    });
  return { text: plain, ids };
}

export function RuledText({ text, game }: { text: string; game: RuleGame }) {
  const { text: plain, ids } = splitRuleIds(text);
  return (
    <>
      {plain}
      {ids[0] && (
        <>
          {' '}
          <RuleLink game={game} id={ids[0]}>
            §
          </RuleLink>
        </>
      )}
    </>
  );
}
