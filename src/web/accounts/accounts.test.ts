import { describe, expect, it } from 'vitest';
import { emailAddressSchema, PASSWORD_MAX } from '../../contract/accounts';
import { displayName } from './display-name';
import { isEmail, MESSAGES, validateNewPassword, validateRegistration } from './validation';

describe('displayName (SPEC §2)', () => {
  it('falls back from display_name to name to the e-mail local part to User', () => {
    expect(displayName({ display_name: 'Ada', name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada');
    expect(displayName({ display_name: '  ', name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ display_name: null, name: '', email: 'ada.l@example.com' })).toBe('ada.l');
    expect(displayName({ display_name: null, name: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('registration rules (SPEC §5)', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete form', () => expect(validateRegistration(valid)).toEqual({}));

  it('names each problem with the SPEC wording', () => {
    expect(validateRegistration({ ...valid, name: '   ' }).name).toBe('Please enter your name.');
    expect(validateRegistration({ ...valid, email: 'ada@' }).email).toBe(MESSAGES.emailInvalid);
    expect(validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateRegistration({ ...valid, confirmPassword: 'other1' }).confirmPassword).toBe('Passwords do not match');
  });

  it('checks a new password on the reset page', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(validateNewPassword('123456', '1234567')).toBe('Passwords do not match');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });

  it('refuses a password longer than the server takes', () => {
    const long = 'x'.repeat(PASSWORD_MAX + 1);
    expect(validateNewPassword(long, long)).toBe(MESSAGES.passwordTooLong);
    expect(validateRegistration({ ...valid, password: long, confirmPassword: long }).password).toBe(MESSAGES.passwordTooLong);
    expect(validateNewPassword(long.slice(1), long.slice(1))).toBeNull();
  });

  it('takes exactly the e-mail addresses the server takes', () => {
    const addresses = ['ada@example.com', ' ada@example.com ', 'a.b+c@mail.example.co.uk', 'ada@', 'ada@example', 'ada@@example.com', 'a b@example.com', '.ada@example.com', 'ada@example.c'];
    for (const address of addresses) expect([address, isEmail(address)]).toEqual([address, emailAddressSchema.safeParse(address.trim()).success]);
    expect(addresses.filter((a) => isEmail(a))).toEqual(['ada@example.com', ' ada@example.com ', 'a.b+c@mail.example.co.uk']);
  });
});
