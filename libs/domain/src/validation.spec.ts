/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import { PASSWORD_MIN_LENGTH, validateApiKeyName, validateLogin, validateNewPassword } from './validation';
import { errorMessage, errorStatus } from './errors';

describe('validation', () => {
  it('login needs both values after trimming', () => {
    expect(validateLogin('alice', 'secret')).toBeNull();
    expect(validateLogin('  ', 'secret')).toBe('auth.login.empty-username-or-password');
    expect(validateLogin('alice', '')).toBe('auth.login.empty-username-or-password');
    expect(validateLogin(undefined, undefined)).toBe('auth.login.empty-username-or-password');
  });

  it('new password needs 8 characters and a matching confirm', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateNewPassword('1234567')).toBe('profile.change-password.note');
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('12345678', '12345678')).toBeNull();
    expect(validateNewPassword('12345678', '12345679')).toBe('not-match');
    expect(validateNewPassword('123', '456')).toBe('profile.change-password.note');
  });

  it('API key name must not be blank', () => {
    expect(validateApiKeyName(' ')).toBe('profile.api-key.name-empty');
    expect(validateApiKeyName('ci')).toBeNull();
  });

  it('every returned code is in the error catalogue', () => {
    for (const code of ['auth.login.empty-username-or-password', 'profile.change-password.note', 'not-match', 'profile.api-key.name-empty']) {
      expect(errorStatus(code)).toBe(400);
      expect(errorMessage(code, 'en')).not.toBe(code);
    }
  });
});
