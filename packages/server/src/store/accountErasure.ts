/**
 * What else goes when an account is deleted (issue 44, accounts/deletion.ts): the personal data
 * the modules beside the accounts keep about it — friends, requests and blocks both ways, when it
 * was last seen, its push subscriptions, its seeks (which carry its name). Run by both adapters inside the deletion's
 * transaction, after the account's own rows; the account row itself stays (its id is what the
 * ratings and the records' seats point at).
 */
import type { Statement } from './queries';

export function erasureStatements(accountId: string): Statement[] {
  const both = (sql: string): Statement => [sql, [accountId, accountId]];
  return [
    both('DELETE FROM friend_requests WHERE from_id = $1 OR to_id = $2'),
    both('DELETE FROM friends WHERE account_id = $1 OR friend_id = $2'),
    both('DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $2'),
    ['DELETE FROM account_presence WHERE account_id = $1', [accountId]],
    // Its devices' push subscriptions: nothing is sent to a deleted account.
    ['DELETE FROM push_subscriptions WHERE account_id = $1', [accountId]],
    // A finished seek names the match it made, which keeps its seats; its copy of the name goes.
    ["DELETE FROM seeks WHERE account_id = $1 AND status <> 'matched'", [accountId]],
    ["UPDATE seeks SET username = '' WHERE account_id = $1", [accountId]],
  ];
}
