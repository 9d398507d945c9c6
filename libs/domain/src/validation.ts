// Form rules that the screen checks for instant feedback and the server checks
// again. Each returns an error code of the catalogue (errors.ts) or null.

export const PASSWORD_MIN_LENGTH = 8;

function blank(v: string | null | undefined): boolean {
  return v === null || v === undefined || v.trim() === '';
}

// Both values are trimmed before sending, so blank after trim is empty.
export function validateLogin(
  username: string | null | undefined,
  password: string | null | undefined,
): 'auth.login.empty-username-or-password' | null {
  return blank(username) || blank(password) ? 'auth.login.empty-username-or-password' : null;
}

// Passwords are not trimmed: spaces are legitimate characters in a password.
// `confirm` is only given by the screen; the API has no confirm field.
export function validateNewPassword(
  newPassword: string | null | undefined,
  confirm?: string | null,
): 'profile.change-password.note' | 'not-match' | null {
  if (typeof newPassword !== 'string' || newPassword.length < PASSWORD_MIN_LENGTH) {
    return 'profile.change-password.note';
  }
  if (confirm !== undefined && confirm !== newPassword) return 'not-match';
  return null;
}

export function validateApiKeyName(name: string | null | undefined): 'profile.api-key.name-empty' | null {
  return blank(name) ? 'profile.api-key.name-empty' : null;
}
