// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { UploadRules } from '@shared/contracts/submissions';
import { acceptOf, fileProblem, kindNames } from './check-file';
import { shouldRetry } from './use-tus-upload';

const rules: UploadRules = {
  max_mb: 50,
  slides: false,
  kinds: ['pdf', 'png', 'jpeg', 'webp', 'pptx', 'ppt', 'odp'],
};
const MB = 1024 * 1024;

describe('what the presenter may choose', () => {
  it('offers slides only where the server converts them', () => {
    expect(acceptOf(rules)).toBe('.pdf,.png,.jpg,.jpeg,.webp');
    expect(kindNames(rules)).toBe('PDF, PNG, JPEG, WEBP');
    expect(acceptOf({ ...rules, slides: true })).toContain('.pptx');
  });

  it('refuses before sending what the server would refuse', () => {
    expect(fileProblem({ name: 'Poster.PDF', size: 3 * MB }, rules)).toBeNull();
    expect(fileProblem({ name: 'poster.key', size: MB }, rules)).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(fileProblem({ name: 'poster.pptx', size: MB }, rules)).toEqual({ code: 'SLIDES_NOT_SUPPORTED' });
    expect(fileProblem({ name: 'poster.pdf', size: 51 * MB }, rules)).toEqual({
      code: 'FILE_TOO_LARGE',
      limit: 50,
    });
    expect(fileProblem({ name: 'poster.pdf', size: 0 }, rules)).toEqual({ code: 'FILE_EMPTY' });
  });
});

describe('an interrupted upload', () => {
  it('is resumed after a dropped connection or a server failure, never after a refusal', () => {
    expect(shouldRetry({ status: 0 })).toBe(true);
    expect(shouldRetry({ status: 502 })).toBe(true);
    expect(shouldRetry({ status: 409 })).toBe(true);
    expect(shouldRetry({ status: 409, code: 'SUBMISSION_CLOSED' })).toBe(false);
    expect(shouldRetry({ status: 413, code: 'FILE_TOO_LARGE' })).toBe(false);
    expect(shouldRetry({ status: 400, code: 'FILE_TYPE_NOT_ALLOWED' })).toBe(false);
  });
});
