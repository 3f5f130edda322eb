/** Key order does not matter: a script's action and the engine's legal one are the same move. */
export function canonical(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  return `{${Object.keys(x as object)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}
