/** Every server error code has its Korean and English words, and each names only the params it is given. */
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/errors';
import { errorMessages as own } from './error-messages';
import { judgingCodeMessages } from './judging-messages';
import { oidcCodeMessages } from './oidc-messages';

/** The codes' words, those of sign-in through the institution and of judging kept in files of their own. */
const errorMessages = { ...oidcCodeMessages, ...judgingCodeMessages, ...own };

const hangul = /[\uac00-\ud7a3]/;

describe('error messages', () => {
  it.each(Object.keys(errorCodes))('%s is said in Korean and English', (code) => {
    const said = (errorMessages as Record<string, readonly [string, string] | undefined>)[code];
    expect(said, `${code} has no message in src/web/i18n/error-messages.ts`).toBeDefined();
    const [ko, en] = said!;
    expect(ko).toMatch(hangul);
    expect(en.trim()).not.toBe('');
    expect(en).not.toMatch(hangul);
    // Both languages name the same params.
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(names(ko)).toEqual(names(en));
  });

  it('has no message for a code the server does not send', () => {
    expect(Object.keys(errorMessages).filter((c) => !(c in errorCodes))).toEqual([]);
  });
});
