/**
 * Source addresses for the connection bench (issue 46): every client socket binds to an address of
 * 127.0.0.0/8 (all of it is loopback on Linux), a few clients per address, so that no address
 * reaches the server's per-address limits and each address has its own ~28,000 ephemeral ports.
 */

/** Clients per source address by default: well under the server's default of 64 open sockets per address. */
export const CLIENTS_PER_ADDRESS = 16;

/** The first two octets of the source addresses by default: 127.10.0.0/16, all loopback. */
export const SOURCE_PREFIX = '127.10';

/**
 * The source address of client i: `prefix`.x.y (127.10.x.y by default), one per `perAddress`
 * clients (65,535 addresses, so a million clients at 16 each). Numbered from 1: .0.0 is left out.
 * A null prefix binds nothing: the system picks the address (a bench on a second machine).
 */
export function sourceAddress(
  i: number,
  perAddress = CLIENTS_PER_ADDRESS,
  prefix: string | null = SOURCE_PREFIX,
): string | undefined {
  if (prefix === null) return undefined;
  const k = Math.floor(i / perAddress) + 1;
  return `${prefix}.${(k >> 8) & 255}.${k & 255}`;
}

/** How many source addresses `n` clients use. */
export function addressCount(n: number, perAddress = CLIENTS_PER_ADDRESS): number {
  return Math.ceil(n / perAddress);
}
