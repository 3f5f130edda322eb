// A Stryker ignorer plugin (see stryker.base.mjs): mutants inside the game-log events are not
// counted. Both engines return events from `apply` only for the log a client prints (Loyang:
// `ctx.emit({...})`, Hansa: `events.push({...})`); no rule reads them back, and the texts built
// from them are left out like describe.ts. Likewise the message of a refusal (`check(ok, ruleId,
// message)`, `new IllegalAction(ruleId, message)`): a text for people; its rule id is still mutated
// and the tests assert it. Mutants there are reported as "Ignored" with these reasons.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const REASON = 'game-log event (what the log prints), not a rule: see docs/mutation.md';
const MESSAGE = 'refusal message text (the rule id is kept): see docs/mutation.md';

/** The message argument of `check(ok, ruleId, message)` or `new IllegalAction(ruleId, message)`. */
function isRefusalMessage(path) {
  if (path.listKey !== 'arguments') return false;
  const call = path.parentPath?.node;
  if (!call || call.callee.type !== 'Identifier') return false;
  if (call.type === 'CallExpression' && call.callee.name === 'check') return path.key === 2;
  if (call.type === 'NewExpression' && call.callee.name === 'IllegalAction') return path.key === 1;
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
      return isRefusalMessage(path) ? MESSAGE : undefined;
    },
  }),
];
