/**
 * Deleting one's account (issue 44). The password is typed again (or an unused recovery code, for
 * an account without one), so a browser left signed in cannot delete its owner's account, and that
 * guess is throttled as a sign-in's is (guesses.ts). The store then removes, in one transaction,
 * the name, the password hash, the recovery codes, every session (on every instance: they all
 * read sessions from the one database) and the seats held; those seats show `DELETED_PLAYER` in
 * match listings (ended matches' too; records hold no names) and at live tables, where a seat
 * plays on by its token if its person still has it — only the account's link to it is gone.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AccountDeleted, DELETED_PLAYER, DeleteAccount } from '@tabula/wire';
import { HttpError, parse } from '../net/httpError';
import { guess, passwordWork } from './guesses';
import { type AccountHost, sameSite, signedIn } from './http';
import { verifyPassword } from './password';
import { codeHash } from './recoveryCodes';
import { clearCookie } from './sessions';

/**
 * The key under which a deleted account's name stays taken. Reserved, as Lichess keeps closed
 * accounts' names: someone else signing up under the name would be taken for its former owner by
 * the people who played them (impersonation). Kept as a digest with a prefix no username can
 * have (`:` is not allowed in one): enough to refuse the name at sign-up, while the store no
 * longer lists it — though a digest of a name can be matched by trying names, so this is
 * pseudonymous, not anonymous.
 */
export function reservedKey(usernameKey: string): string {
  return `deleted:${createHash('sha256').update(usernameKey).digest('hex')}`;
}

export function registerDeletion(app: FastifyInstance, host: AccountHost): void {
  app.delete('/api/account', async (req, reply): Promise<AccountDeleted> => {
    sameSite(host, req);
    const s = await signedIn(host, req);
    const body = parse(DeleteAccount, req.body, 'account deletion');
    const account = await host.store.accountById(s.accountId);
    if (!account) throw new HttpError(401, 'sign in first');
    await guess(host, req, reply, account.key);
    const confirmed =
      'password' in body
        ? await passwordWork(() => verifyPassword(account.passwordHash, body.password))
        : await host.store.useRecoveryCode(account.id, codeHash(body.code));
    // 403, not 401: the person is signed in; the confirmation is what is wrong.
    if (!confirmed) throw new HttpError(403, 'wrong password or recovery code: the account was not deleted');
    const seats = await host.store.deleteAccount(account.id, {
      reservedKey: reservedKey(account.key),
      seatName: DELETED_PLAYER,
    });
    await host.seatsDeleted(seats);
    clearCookie(req, reply);
    return { deleted: true, seats: seats.length };
  });
}
