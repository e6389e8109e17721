// The OpenID provider of oidc-issuer.ts for a test file of the API: started before its tests, stopped after them,
// and the app's settings for it.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { OIDC_CALLBACK_PATH } from '@shared/contracts/oidc';
import { SITE_CLIENT, startOidcIssuer, type OidcIssuer } from './oidc-issuer';
import { PUBLIC_URL } from './smtp-sink';

/** An issuer for a test file, started before its tests and stopped after them (before useTestApp's app). */
export function useOidcIssuer(): OidcIssuer {
  let started: OidcIssuer | undefined;
  const need = () => {
    if (!started) throw new Error('the OpenID provider has not started yet');
    return started;
  };
  beforeAll(async () => {
    // The tests that send mail have a PUBLIC_URL: its callback too.
    started = await startOidcIssuer([`${PUBLIC_URL}${OIDC_CALLBACK_PATH}`]);
  });
  afterAll(async () => started?.close());
  return {
    get issuer() {
      return need().issuer;
    },
    get accounts() {
      return need().accounts;
    },
    signIn: (url, login) => need().signIn(url, login),
    expireCodes: () => need().expireCodes(),
    close: () => need().close(),
  };
}

/** The app's settings for this issuer, read when the app is made (after the issuer started). */
export function oidcConfig(issuer: OidcIssuer, client = SITE_CLIENT): Partial<Config> {
  return {
    get oidc() {
      return { issuer: issuer.issuer, clientId: client.id, clientSecret: client.secret, name: '한국대학교' };
    },
  };
}
