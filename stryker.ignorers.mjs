// A Stryker ignorer plugin (see stryker.base.mjs): mutants inside the game-log events are not
// counted. Both engines return events from `apply` only for the log a client prints (Loyang:
// `ctx.emit({...})`, Hansa: `events.push({...})`); no rule reads them back, and the texts built
// from them are left out like describe.ts. Likewise the message of a refusal (`check(ok, ruleId,
// message)`, `new IllegalAction(ruleId, message)`, and in the Loyang Helper files `cannot(id,
// ruleId, message)` and a refusal tuple `['L-…', message]` or `[rule, message]`): a text for
// people; its rule id is still mutated and the tests assert it. And in a Loyang action file
// (`actions/`), the members of an action rule that only explain a refusal (`rule`, `answers`,
// `refusal`), which lived in the unmeasured explain.ts until issue 43. Mutants there are reported
// as "Ignored" with these reasons.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const REASON = 'game-log event (what the log prints), not a rule: see docs/mutation.md';
const MESSAGE = 'refusal message text (the rule id is kept): see docs/mutation.md';

/** A rule id such as `L-9.E.1`, `A-6`, `H-11.5` (not a card id such as `H-MAID`). */
const RULE_ID = /^[LHA]-\d/;

/**
 * The message of a refusal: the message argument of `check(ok, ruleId, message)`,
 * `new IllegalAction(ruleId, message)` or `cannot(id, ruleId, message)` (Loyang Helpers), or the
 * second element of a refusal tuple `['L-…', message]` or `[rule, message]` (Loyang `Refusal`).
 */
function isRefusalMessage(path) {
  if (path.listKey === 'elements') {
    const first = path.parentPath?.node.elements[0];
    const text = path.node.type === 'StringLiteral' || path.node.type === 'TemplateLiteral';
    const rule =
      (first?.type === 'StringLiteral' && RULE_ID.test(first.value)) ||
      (first?.type === 'Identifier' && first.name === 'rule');
    return path.key === 1 && text && rule;
  }
  if (path.listKey !== 'arguments') return false;
  const call = path.parentPath?.node;
  if (call?.callee.type !== 'Identifier') return false;
  if (call.type === 'CallExpression' && call.callee.name === 'check') return path.key === 2;
  if (call.type === 'CallExpression' && call.callee.name === 'cannot') return path.key === 2;
  if (call.type === 'NewExpression' && call.callee.name === 'IllegalAction') return path.key === 1;
  return false;
}

const EXPLANATION =
  "a refusal's explanation in an action file (`rule`, `answers`, `refusal`: which rule a refused input is told; explain.ts until issue 43, left out as it was): see docs/mutation.md";

/** The parts of a Loyang action rule (`actions/action.ts` `ActionRule`) that only explain a refusal. */
const EXPLAINING = new Set(['rule', 'answers', 'refusal']);

/**
 * Inside the `rule`, `answers` or `refusal` member of an object that also has `named` (a Loyang
 * action rule). Legality itself is `named` and the `list…` functions, which stay measured.
 */
function isExplanation(path) {
  for (let p = path; p; p = p.parentPath) {
    const n = p.node;
    if ((n.type !== 'ObjectProperty' && n.type !== 'ObjectMethod') || n.key.type !== 'Identifier') continue;
    if (!EXPLAINING.has(n.key.name)) continue;
    const members = p.parentPath?.node.type === 'ObjectExpression' ? p.parentPath.node.properties : [];
    if (members.some((m) => m.key?.type === 'Identifier' && m.key.name === 'named')) return true;
  }
  return false;
}

function isLogEvent(path) {
  if (!path.isCallExpression()) return false;
  const callee = path.node.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  if (callee.property.name === 'emit') return true;
  return callee.property.name === 'push' && callee.object.type === 'Identifier' && callee.object.name === 'events';
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'log-events', {
    shouldIgnore(path) {
      if (isLogEvent(path)) return REASON;
      if (isExplanation(path)) return EXPLANATION;
      return isRefusalMessage(path) ? MESSAGE : undefined;
    },
  }),
];
