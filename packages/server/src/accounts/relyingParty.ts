/**
 * Which page a passkey ceremony is bound to (issue 44). WebAuthn ties a passkey to a relying party
 * id, a domain name the page's host must be (or end with), and the server checks the origin the
 * browser signed into the response. Both come from the configured origins (net/origin.ts), never
 * from the request's `Host`: the request's `Origin` only picks one of them, so a page under a name
 * that DNS rebinding pointed here can start no ceremony for that name.
 */
import { isIP } from 'node:net';
import { originAllowed, originOf } from '../net/origin';
import { HttpError } from '../net/httpError';
import type { AccountHost } from './http';

export interface RelyingParty {
  /** The page origin the browser must sign (`https://tabula.example.org`). */
  origin: string;
  /** Its host name: the relying party id the passkey is made for. */
  rpID: string;
}

/** What the passkey routes run in: the account routes' host, and the page each ceremony is for. */
export interface PasskeyHost extends AccountHost {
  /** The relying party for a request from this `Origin`, or a refusal (`relyingPartyFor`). */
  relyingParty(origin: string | undefined): RelyingParty;
}

/**
 * The relying party for a request from `origin` (its `Origin` header; the public URL's when it has
 * none), or a refusal saying why none fits: an origin not allowed here (403), or a page opened by
 * an IP address, for which browsers make no passkeys (400).
 */
export function relyingPartyFor(
  origin: string | undefined,
  allowed: ReadonlySet<string> | '*',
  publicUrl: string | null,
): RelyingParty {
  const publicOrigin = publicUrl ? originOf(publicUrl) : null;
  const page = origin === undefined ? publicOrigin : originOf(origin);
  if (page === null)
    throw new HttpError(400, 'a passkey is made for a web page: this request names no page origin (Origin)');
  const { hostname } = new URL(page);
  // With any origin allowed (`--allow-origin '*'`), passkeys are still only made for this site's
  // own names: a passkey for another site's name would sign in there, not here.
  const ours = allowed === '*' ? page === publicOrigin || hostname === 'localhost' : originAllowed(page, allowed);
  if (!ours) throw new HttpError(403, `origin ${origin} may not use passkeys here`);
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0)
    throw new HttpError(
      400,
      `passkeys need a domain name, not the address ${hostname}: open this site as ${page.replace(hostname, 'localhost')} or by its name`,
    );
  return { origin: page, rpID: hostname };
}
