// The site's OpenID provider, as openid-client (the certified relying party) speaks to it: discovery once, the
// authorization address with PKCE (S256), state and nonce, then the code exchanged and the ID token checked.
import * as client from 'openid-client';
import type { OidcSettings } from '@server/config';
import { AppError } from '@server/errors';

/** What a sign-in keeps between its start and the provider's answer (in the browser's flow cookie). */
export type FlowChecks = { state: string; nonce: string; verifier: string; redirectUri: string };

/** The person the provider vouches for: the email, only when the provider says it is verified. */
export type Vouched = { email: string | null };

const unavailable = () =>
  new AppError(
    'OIDC_UNAVAILABLE',
    "The institution's sign-in server could not be reached; try again shortly",
  );

/**
 * One provider per app: its metadata discovered at the first sign-in and kept; a failed discovery is not kept
 * (the next sign-in tries again). http:// only for a provider on this machine (config.ts allows no other).
 */
export function oidcProvider(settings: OidcSettings) {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretPost(settings.clientSecret),
        {
          timeout: 10,
          ...(settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch(() => {
        discovered = null;
        throw unavailable();
      });
    return discovered;
  };

  return {
    /** The provider's authorization address for a new sign-in, and the checks its answer must pass. */
    async begin(redirectUri: string): Promise<{ url: string; checks: FlowChecks }> {
      const config = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const checks = { state: client.randomState(), nonce: client.randomNonce(), verifier, redirectUri };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    /**
     * The provider's answer (the callback's query string): the state compared, the code exchanged with the
     * PKCE verifier, the ID token's issuer, audience, expiry and nonce checked; the email from the ID token or,
     * when the provider keeps it there, from userinfo (its subject checked to be the token's).
     */
    async finish(params: string, checks: FlowChecks): Promise<Vouched> {
      const answer = new URL(checks.redirectUri);
      answer.search = params;
      if (answer.searchParams.get('state') !== checks.state)
        throw new AppError('OIDC_STATE', 'This answer is not for the sign-in this browser started');
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, answer, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> = tokens.claims()!;
        if (claims.email === undefined)
          claims = {
            ...claims,
            ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub as string)),
          };
        return {
          email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null,
        };
      } catch (err) {
        throw refusal(err);
      }
    },
  };
}

export type OidcProvider = ReturnType<typeof oidcProvider>;

/**
 * openid-client's refusal as ours (its message and cause stay out of the answer and the log: a response body may
 * carry a token): the provider's "no" (an error in the answer, a code expired, used or not this client's), a token
 * that does not check out, or a provider that did not answer.
 */
function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof client.AuthorizationResponseError || err instanceof client.ResponseBodyError)
    return new AppError('OIDC_REFUSED', `The institution refused the sign-in (${err.error})`);
  if (err instanceof client.ClientError && /JWT|COMPARISON/.test(err.code ?? ''))
    return new AppError('OIDC_TOKEN_INVALID', "The institution's ID token did not check out");
  if (err instanceof client.ClientError && err.code && !/TIMEOUT|ABORT/.test(err.code))
    return new AppError('OIDC_REFUSED', 'The institution answered what a sign-in cannot use');
  return unavailable();
}
