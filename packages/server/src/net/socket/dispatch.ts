/**
 * A client message, parsed, to its handler: `act` (act.ts), `hello` (hello.ts), `chat` (say.ts),
 * `resign` and `leave` (table.ts), `ping`. Anything the schema refuses is answered `bad-message`.
 */
import { type ActRef, ClientMessage } from '@tabula/wire';
import { errorMessage } from '../messages';
import { act } from './act';
import { hello } from './hello';
import { say } from './say';
import type { Session } from './session';
import { resignOrLeave } from './table';

export function dispatch(c: Session, json: unknown, receivedAt: number): void {
  // The frame sent most, checked by hand (it accepts only what the schema accepts); anything
  // else goes through the schema, which also words the errors.
  const version = actVersion(json);
  if (version !== null)
    return void c.guard(
      act(c, version, (json as { action: unknown }).action, receivedAt, (json as { ref?: ActRef }).ref),
    );
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) {
    const what = parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ');
    return c.send(errorMessage('bad-message', `bad message: ${what}`));
  }
  const msg = parsed.data;
  if (msg.t === 'ping') return c.send('{"t":"pong"}');
  if (msg.t === 'hello') return void c.guard(hello(c, msg.matchId, msg.token, msg.since ?? 0, msg.seat));
  if (msg.t === 'resign' || msg.t === 'leave') return void c.guard(resignOrLeave(c, msg.t));
  if (msg.t === 'chat') return void c.guard(say(c, msg));
  // The action exactly as parsed from JSON (not zod's copy, which would turn a "__proto__" key
  // into a prototype): the engine's shape check then refuses hostile keys.
  void c.guard(act(c, msg.version, (json as { action: unknown }).action, receivedAt, msg.ref));
}

/**
 * The version of a well-formed `act` frame (`ClientMessage`'s act: t, an integer version ≥ 0, an
 * object action, no `ref` or a valid one), else null: the schema then checks it and words the error.
 */
function actVersion(json: unknown): number | null {
  if (typeof json !== 'object' || json === null) return null;
  const { t, version, action, ref } = json as { t?: unknown; version?: unknown; action?: unknown; ref?: unknown };
  if (t !== 'act' || !Number.isSafeInteger(version) || (version as number) < 0) return null;
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  if (
    ref !== undefined &&
    !(typeof ref === 'string' ? ref.length <= 64 : Number.isSafeInteger(ref) && (ref as number) >= 0)
  )
    return null;
  return version as number;
}
