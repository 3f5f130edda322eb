/** The hostile attackers of `tabula bench server --hostile` (issue 41), by kind. */
import type { AttackContext, Attacker, HostileKind } from './attacker';
import { chatReconnectAttacker } from './chatReconnect';
import { helloHopAttacker } from './helloHop';
import { leaveReclaimAttacker } from './leaveReclaim';
import { recordsAttacker } from './records';
import { replayAttacker } from './replay';
import { slowBotsAttacker } from './slowBots';

export { type Attacker, HOSTILE_KINDS, type HostileKind, type HostileReport } from './attacker';
export { formatSideBySide, plan, runPhases, sideBySide, conditionAt, type SideBySide } from './phases';

const make: Record<HostileKind, (ctx: AttackContext) => Promise<Attacker>> = {
  records: recordsAttacker,
  'hello-hop': helloHopAttacker,
  'chat-reconnect': chatReconnectAttacker,
  'leave-reclaim': leaveReclaimAttacker,
  'slow-bots': slowBotsAttacker,
  replay: (ctx) => replayAttacker(ctx),
};

/** Prepares each attacker in turn (their set-up is not measured). */
export async function prepareAttackers(kinds: readonly HostileKind[], ctx: AttackContext): Promise<Attacker[]> {
  const out: Attacker[] = [];
  for (const k of kinds) out.push(await make[k](ctx));
  return out;
}
