// @vitest-environment jsdom
/** Every code of poster files is said in Korean and English, and reaches the pages through `codeMessage`. */
import { describe, expect, it } from 'vitest';
import { fileRefusalCodes } from '@shared/contracts/submissions';
import { codeMessage } from '@web/lib/error-message';
import { i18n } from './core';
import { errorMessages } from './error-messages';
import { submissionCodeMessages } from './submission-messages';

const hangul = /[\uac00-\ud7a3]/;
const all: Record<string, readonly [string, string]> = { ...submissionCodeMessages, ...errorMessages };

describe('the codes of poster files', () => {
  it.each([...fileRefusalCodes, 'SUBMISSION_CLOSED', 'LINK_INVALID', 'LINK_EXPIRED'])(
    '%s is said in Korean and English',
    (code) => {
      const said = all[code];
      expect(said, `${code} has no message`).toBeDefined();
      const [ko, en] = said!;
      expect(ko).toMatch(hangul);
      expect(en).not.toMatch(hangul);
      expect(en.trim()).not.toBe('');
      i18n.changeLanguage('ko');
      expect(codeMessage(code, { limit: 200 })).toBe(ko.replace('{{limit}}', '200'));
    },
  );
});
