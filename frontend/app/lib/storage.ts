// Keys the browser keeps in localStorage (spec 1 sections 4 and 9).
export const STORAGE_KEYS = {
  username: 'username',
  lang: 'lng',
  sidebarOpen: 'isSidebarOpen',
  changeLogVersion: 'version',
  permissions: 'permissions',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or quota: the preference is simply not remembered.
  }
}

export function removeStorage(...keys: string[]) {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** What a signed-out visitor must not keep (spec 1 section 2, global behaviour). */
export function clearSessionStorage() {
  removeStorage(STORAGE_KEYS.username, STORAGE_KEYS.permissions);
}
