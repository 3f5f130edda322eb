/**
 * Which pages may open a WebSocket to this server: the server's own origin, the configured ones,
 * and clients that send no Origin at all (the CLI, bots, scripts — browsers always send one).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
