/** Parsing and checking flags shared by the commands. */
import { parseBotList } from '@tabula/bots';
import type { AnyGame, GameOptions } from '@tabula/engine';
import { UsageError } from './registry';

/** `--bots`: the bot list (`parseBotList`), a bad spec a usage error. */
export function botList(value: string): string[] {
  try {
    return parseBotList(value);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** `--option key=value`, repeatable: values `true`/`false` and numbers are typed. */
export function collectOption(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export function parseGameOptions(game: AnyGame, pairs: string[]): GameOptions {
  const out: GameOptions = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option wants key=value, got "${pair}"`);
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    const spec = game.facts.options.find((o) => o.name === key);
    if (!spec) {
      const known = game.facts.options.map((o) => o.name).join(', ') || 'none';
      throw new UsageError(`${game.id} has no option "${key}" (options: ${known})`);
    }
    let value: string | number | boolean = raw;
    if (spec.type === 'boolean') {
      if (raw !== 'true' && raw !== 'false') throw new UsageError(`option ${key} is true or false, got "${raw}"`);
      value = raw === 'true';
    } else if (spec.type === 'number') {
      value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) throw new UsageError(`option ${key} is a number, got "${raw}"`);
    }
    if (spec.values && !spec.values.includes(value as string | number))
      throw new UsageError(`option ${key} is one of ${spec.values.join(', ')}, got "${raw}"`);
    out[key] = value;
  }
  return out;
}

export function positiveInt(name: string, raw: string, min = 1): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

export function playerCount(game: AnyGame, raw: string): number {
  const n = positiveInt('--players', raw);
  if (n < game.facts.minPlayers || n > game.facts.maxPlayers)
    throw new UsageError(`${game.id} is for ${game.facts.minPlayers}–${game.facts.maxPlayers} players, got ${n}`);
  return n;
}

/** Seeds given on the command line stay numbers when they look like integers. */
export function parseSeed(raw: string): string | number {
  return /^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : raw;
}
