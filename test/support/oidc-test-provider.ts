import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The e-mail claims the provider gives an account; the test picks the account id at the login form. */
export interface AccountClaims {
  email: string;
  email_verified?: boolean;
  /** Entra ID's "the domain's owner verified this address", sent in place of email_verified. */
  xms_edov?: boolean;
  /** The directory groups the person is in, as Entra ID and Okta put them in the ID token. */
  groups?: string[];
}

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>`: an http issuer, which the relying party allows on loopback only. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Account ids its login form accepts (with any password), and their claims; a test may add more. */
  accounts: Map<string, AccountClaims>;
  /** While true, its token endpoint takes requests and never answers them (a provider that hangs). */
  tokenHangs: boolean;
  /** Starts answering, with one client whose only redirect URI is `redirectUri`. */
  serve(redirectUri: string): void;
  /** Closes the socket and every connection: the provider is down from now on. */
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) in this process on loopback, with its development login
 * and consent pages. It listens at once, so its issuer is known before the server under test
 * starts, and is given the server's redirect URI (known only once that server listens) by `serve`.
 */
export async function startOidcTestProvider(
  accounts: Record<string, AccountClaims> = {},
): Promise<OidcTestProvider> {
  let handle: ReturnType<Provider['callback']> | null = null;
  const state = { tokenHangs: false };
  const server = createServer((req, res) => {
    // Held open until the caller gives up or stop() closes every connection.
    if (state.tokenHangs && new URL(req.url ?? '/', issuer).pathname === '/token') return;
    if (handle !== null) return handle(req, res);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const known = new Map(Object.entries(accounts));
  const clientId = 'secret-push';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts: known,
    get tokenHangs() {
      return state.tokenHangs;
    },
    set tokenHangs(hangs: boolean) {
      state.tokenHangs = hangs;
    },
    serve(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            token_endpoint_auth_method: 'client_secret_post',
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        findAccount: (_ctx, id) => {
          const claims = known.get(id);
          return claims === undefined ? undefined : { accountId: id, claims: () => ({ sub: id, ...claims }) };
        },
        claims: { openid: ['sub', 'groups'], email: ['email', 'email_verified', 'xms_edov'] },
        // The e-mail claims go into the ID token itself, which is all the relying party reads.
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        ttl: {
          Interaction: 600,
          Session: 600,
          Grant: 600,
          AuthorizationCode: 60,
          AccessToken: 600,
          IdToken: 600,
        },
        features: { devInteractions: { enabled: true } },
        cookies: { keys: [randomBytes(32).toString('base64url')] },
        jwks: { keys: [{ ...signingKey, kid: 'test', alg: 'RS256', use: 'sig' }] },
      });
      handle = provider.callback();
    },
    async stop() {
      handle = null;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
