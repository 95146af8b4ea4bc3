/**
 * The relying party a passkey belongs to: the public origin the server already derives for its
 * links (PWP__OVERRIDE_BASE_URL, or the trusted proxy's X-Forwarded-Proto and -Host), so a passkey
 * made behind the TLS proxy is bound to the address people type, not the server's own socket.
 */
export interface RelyingParty {
  /** The host name alone: a passkey works on any port of it, as WebAuthn says. */
  id: string;
  /** `scheme://host[:port]`, as the browser reports it in clientDataJSON. */
  origin: string;
  /** What the authenticator shows beside the account: the instance's name. */
  name: string;
}

/** The relying party of a public origin such as `https://push.example.com`. */
export function relyingParty(publicOrigin: string, name: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname.replace(/^\[|\]$/g, ''), origin: url.origin, name };
}
