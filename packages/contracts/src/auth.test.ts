import { describe, expect, it } from 'vitest';
import { AccessCodeVerifyInput, LoginInput, RegisterInput, validationMessageKeys as v } from './auth';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth contracts', () => {
  it('trims and validates a registration, each rule with its message key', () => {
    const ok = RegisterInput.safeParse({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      displayName: 'ada',
      email: ' ada@example.com ',
      password: 'correct horse',
      language: 'pl',
    });
    expect(ok.success && ok.data.firstName).toBe('Ada');
    expect(ok.success && ok.data.email).toBe('ada@example.com');
    const bad = RegisterInput.safeParse({
      firstName: ' ',
      lastName: 'x'.repeat(101),
      displayName: 'a',
      email: 'nope',
      password: 'short',
      language: 'de',
    });
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        v.firstNameRequired,
        v.nameTooLong,
        v.displayNameTooShort,
        v.emailInvalid,
        v.passwordTooShort,
      ]),
    );
  });

  it('asks for the e-mail address when it is empty (SPEC §5)', () => {
    expect(messages(LoginInput.safeParse({ email: '', password: 'x' }))).toEqual([v.emailRequired]);
    expect(messages(LoginInput.safeParse({ password: 'x' }))).toEqual([v.emailRequired]);
  });

  it('accepts 6-digit access codes only', () => {
    expect(AccessCodeVerifyInput.safeParse({ email: 'a@b.co', code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', 'abcdef', '12 345']) {
      expect(messages(AccessCodeVerifyInput.safeParse({ email: 'a@b.co', code }))).toEqual([
        v.accessCodeFormat,
      ]);
    }
  });
});
