// The change notes shown once per version (spec 1 section 1).
export const CHANGE_LOG_VERSION = '2024112701';

export type ChangeNote = { date: number; key: string };

// Newest first.
export const CHANGE_NOTES: readonly ChangeNote[] = [
  { date: 20241127, key: 'changelog.2024-11-27' },
  { date: 20241104, key: 'changelog.2024-11-04' },
  { date: 20241030, key: 'changelog.2024-10-30' },
];

/** Whether the change-log dialog opens: the version marker the browser stored is not this one. */
export function changeLogUnseen(storedVersion: string | null): boolean {
  return storedVersion !== CHANGE_LOG_VERSION;
}
