// The change-log dialog opens once per version marker (spec 1: seen version stored under `version`,
// latest 2024112701; change notes dated 2024-10-30, 2024-11-04, 2024-11-27).
import { CHANGE_LOG_VERSION, CHANGE_NOTES, changeLogUnseen } from './changelog';
import { STORAGE_KEYS } from './storage';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

describe('the change log', () => {
  it('is the latest version marker, kept under the spec key', () => {
    expect(CHANGE_LOG_VERSION).toBe('2024112701');
    expect(STORAGE_KEYS.changeLogVersion).toBe('version');
  });

  it('opens for a browser that saw no version or an older one, not again once this one is seen', () => {
    expect(changeLogUnseen(null)).toBe(true);
    expect(changeLogUnseen('')).toBe(true);
    expect(changeLogUnseen('2024110401')).toBe(true);
    expect(changeLogUnseen(CHANGE_LOG_VERSION)).toBe(false);
  });

  it('lists the three notes newest first, each written in vi and en', () => {
    expect(CHANGE_NOTES.map((n) => n.date)).toEqual([20241127, 20241104, 20241030]);
    for (const key of [...CHANGE_NOTES.map((n) => n.key), 'changelog.title', 'changelog.got-it']) {
      expect((en as Record<string, string>)[key]).toBeTruthy();
      expect((vi as Record<string, string>)[key]).toBeTruthy();
      expect((vi as Record<string, string>)[key]).not.toBe((en as Record<string, string>)[key]);
    }
  });
});
