// A Stryker ignorer plugin (see stryker.base.mjs): mutants inside the game-log events are not
// counted. Both engines return events from `apply` only for the log a client prints (Loyang:
// `ctx.emit({...})`, Hansa: `events.push({...})`); no rule reads them back, and the texts built
// from them are left out like describe.ts. Mutants there are reported as "Ignored" with this reason.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const REASON = 'game-log event (what the log prints), not a rule: see docs/mutation.md';

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
      return isLogEvent(path) ? REASON : undefined;
    },
  }),
];
