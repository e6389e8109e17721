/** Unit tests of how a form says a field's problem: by emptiness first, then by the zod issue code. */
import { describe, expect, it } from 'vitest';
import { participantCreateSchema } from '@shared/contracts/participants';
import { fieldMessage, type FieldMessages } from './field-messages';

const t = (key: string) => `t(${key})`;
const messages: FieldMessages = {
  password: { required: 'register.required', too_small: 'register.tooShort' },
  email: { required: 'register.required', invalid_format: 'common:form.emailInvalid' },
  confirm: { default: 'register.mismatch' },
};

/** The problem zod finds in one field of a participant, as react-hook-form's resolver reports it. */
function issue(values: Record<string, unknown>, field: string) {
  const found = participantCreateSchema.safeParse(values).error?.issues.find((i) => i.path[0] === field);
  return found ? { type: found.code, message: found.message } : undefined;
}

describe('fieldMessage', () => {
  const valid = { username: 'visitor', password: 'secret-1', email: 'v@example.org', full_name: '' };

  it('says nothing for a field the shared schema accepts', () => {
    expect(fieldMessage(t, messages, 'password', issue(valid, 'password'), valid.password)).toBeUndefined();
  });

  it('says "required" for an empty field, whatever the schema called it', () => {
    const values = { ...valid, password: '', email: '   ' };
    expect(fieldMessage(t, messages, 'password', issue(values, 'password'), '')).toBe('t(register.required)');
    expect(fieldMessage(t, messages, 'email', issue(values, 'email'), '   ')).toBe('t(register.required)');
  });

  it('says the rule a filled field breaks, by the zod issue code', () => {
    const values = { ...valid, password: 'abc', email: 'not-an-address' };
    expect(fieldMessage(t, messages, 'password', issue(values, 'password'), 'abc')).toBe(
      't(register.tooShort)',
    );
    expect(fieldMessage(t, messages, 'email', issue(values, 'email'), 'not-an-address')).toBe(
      't(common:form.emailInvalid)',
    );
  });

  it('falls back to the field default, then to the common words by code', () => {
    const custom = { type: 'custom', message: 'x' };
    expect(fieldMessage(t, messages, 'confirm', custom, 'abd')).toBe('t(register.mismatch)');
    expect(fieldMessage(t, {}, 'title', { type: 'too_big', message: 'x' }, 'long')).toBe(
      't(common:form.tooLong)',
    );
    expect(fieldMessage(t, {}, 'title', custom, 'x')).toBe('t(common:form.invalid)');
  });
});
