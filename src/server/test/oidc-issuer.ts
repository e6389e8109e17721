// A real OpenID provider inside the test process (oidc-provider, a certified implementation): the site's
// institution in the tests (API tests through use-oidc-issuer.ts, browser journeys directly). People sign in at its own login page (its development interactions) as an account
// the test names; what the provider keeps is in a store the test can reach (to let a code expire).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type ClientMetadata } from 'oidc-provider';
import { OIDC_CALLBACK_PATH } from '@shared/contracts/oidc';

/** An institution account: what its claims say of the person's email. */
export type InstitutionAccount = { email?: string; email_verified?: boolean };

/** The site's own client, and another service's client of the same institution. */
export const SITE_CLIENT = { id: 'posters', secret: 'posters-client-secret-0123456789' };
export const OTHER_CLIENT = { id: 'library', secret: 'library-client-secret-0123456789' };

/**
 * The callback addresses the site's client has registered: the test app's (inject's host) and the ones a test
 * adds (its PUBLIC_URL's, a listening server's).
 */
const redirectUris = (extra: string[]) => [`http://localhost${OIDC_CALLBACK_PATH}`, ...extra];

export type OidcIssuer = {
  issuer: string;
  /** The institution's accounts by their login name (the token's subject); a login that is an email needs none. */
  accounts: Map<string, InstitutionAccount>;
  /** signInAtProvider (below). */
  signIn: (authorizationUrl: string, login: string) => Promise<string>;
  /** Every authorization code the provider has issued is past its expiry from now on. */
  expireCodes: () => void;
  close: () => Promise<void>;
};

/** What the provider keeps, by model: its own memory store, reachable by the test. */
function memoryStore() {
  const rows = new Map<string, AdapterPayload & { exp?: number }>();
  const key = (model: string, id: string) => `${model}:${id}`;
  return {
    rows,
    adapter: (model: string): Adapter => ({
      async upsert(id, payload, expiresIn) {
        rows.set(key(model, id), {
          ...payload,
          ...(expiresIn ? { exp: Math.floor(Date.now() / 1000) + expiresIn } : {}),
        });
      },
      async find(id) {
        return rows.get(key(model, id));
      },
      async findByUserCode() {
        return undefined;
      },
      async findByUid(uid) {
        return [...rows.entries()].find(([k, p]) => k.startsWith(`${model}:`) && p.uid === uid)?.[1];
      },
      async consume(id) {
        const row = rows.get(key(model, id));
        if (row) row.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        rows.delete(key(model, id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, p] of rows) if (p.grantId === grantId) rows.delete(k);
      },
    }),
  };
}

/** `port`: a free one of the test's choosing (the site's setting names it before it starts), or any. */
export async function startOidcIssuer(extraRedirectUris: string[] = [], port = 0): Promise<OidcIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, InstitutionAccount>();
  const store = memoryStore();
  const key = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const client = (c: { id: string; secret: string }): ClientMetadata => ({
    client_id: c.id,
    client_secret: c.secret,
    redirect_uris: redirectUris(extraRedirectUris),
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });
  const provider = new Provider(issuer, {
    adapter: store.adapter,
    clients: [client(SITE_CLIENT), client(OTHER_CLIENT)],
    jwks: { keys: [{ ...key, kid: 'test', alg: 'RS256', use: 'sig' } as never] },
    cookies: { keys: ['institution-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      // A login that is an email is an account with that email, verified, unless the test made it otherwise.
      const account =
        accounts.get(sub) ?? (sub.includes('@') ? { email: sub, email_verified: true } : undefined);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
    // The institution's people have agreed once for all: no consent page.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    signIn: signInAtProvider,
    expireCodes: () => {
      for (const [k, p] of store.rows)
        if (k.startsWith('AuthorizationCode:')) p.exp = Math.floor(Date.now() / 1000) - 60;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A person at the provider's own pages: opens `authorizationUrl`, signs in as `login` and agrees; answers the
 * query string the provider sends the browser back to the site with (code, state, iss).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 10; hop++) {
    const res: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location: string | null = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
    const next: URL = new URL(location, url);
    if (next.pathname === OIDC_CALLBACK_PATH) return next.search.slice(1);
    form = next.pathname.startsWith('/interaction/')
      ? new URLSearchParams({ prompt: 'login', login, password: 'x' })
      : null;
    url = next.href;
  }
  throw new Error('the provider sent the browser round in circles');
}
