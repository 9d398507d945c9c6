// The one table of keyboard shortcuts: the handlers match events against it and the help sheet
// lists it, so what the sheet says is what the keys do (docs/decisions/025).

export type ShortcutGroup = 'global' | 'palette' | 'grid';

/** One key combination; `mod` is Ctrl, or Cmd on a Mac. */
export type KeyCombo = {
  /** KeyboardEvent.key, compared case-insensitively ('k', 'ArrowRight', '?'). */
  key?: string;
  /** KeyboardEvent.code, for Alt combinations (Alt+T types '†' on a Mac, its code stays 'KeyT'). */
  code?: string;
  mod?: boolean;
  alt?: boolean;
  /** Shift must be held (otherwise it is not compared: '?' needs it on most layouts). */
  shift?: boolean;
};

export type Shortcut = {
  group: ShortcutGroup;
  /** Translation key of what it does. */
  label: string;
  combos: readonly KeyCombo[];
};

export const SHORTCUTS = {
  openPalette: { group: 'global', label: 'palette.shortcut.open', combos: [{ key: 'k', mod: true }] },
  showHelp: { group: 'global', label: 'palette.shortcut.help', combos: [{ key: '?' }] },
  paletteMove: { group: 'palette', label: 'palette.shortcut.move', combos: [{ key: 'ArrowDown' }, { key: 'ArrowUp' }] },
  paletteOpen: { group: 'palette', label: 'palette.shortcut.choose', combos: [{ key: 'Enter' }] },
  paletteClose: { group: 'palette', label: 'palette.shortcut.close', combos: [{ key: 'Escape' }] },
  nextStatus: { group: 'grid', label: 'palette.shortcut.next-status', combos: [{ key: 'ArrowRight', alt: true }] },
  previousStatus: { group: 'grid', label: 'palette.shortcut.previous-status', combos: [{ key: 'ArrowLeft', alt: true }] },
  openTicket: { group: 'grid', label: 'palette.shortcut.ticket', combos: [{ code: 'KeyT', alt: true }] },
  // Alt+L: Alt+S would be Firefox's History menu; Alt+L is no browser's or desktop's key.
  scoreLedger: { group: 'grid', label: 'palette.shortcut.ledger', combos: [{ code: 'KeyL', alt: true }] },
  // Handsontable's own keys for the grid's context menu (its ContextMenu plugin handles them).
  gridMenu: { group: 'grid', label: 'palette.shortcut.grid-menu', combos: [{ key: 'F10', shift: true }, { code: 'Backslash', mod: true, shift: true }] },
} as const satisfies Record<string, Shortcut>;

export type ShortcutId = keyof typeof SHORTCUTS;

export const SHORTCUT_GROUPS: readonly { id: ShortcutGroup; label: string }[] = [
  { id: 'global', label: 'palette.group.global' },
  { id: 'palette', label: 'palette.group.palette' },
  { id: 'grid', label: 'palette.group.grid' },
];

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

function matchesCombo(e: KeyEventLike, c: KeyCombo): boolean {
  if (!!c.mod !== (e.ctrlKey || e.metaKey)) return false;
  if (!!c.alt !== e.altKey) return false;
  if (c.shift && !e.shiftKey) return false;
  if (c.code) return e.code === c.code;
  // Shift is otherwise not compared: '?' needs it on most layouts and says so through `key` already.
  return !!c.key && e.key.toLowerCase() === c.key.toLowerCase();
}

export function matchesShortcut(e: KeyEventLike, id: ShortcutId): boolean {
  return SHORTCUTS[id].combos.some((c) => matchesCombo(e, c));
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

const KEY_NAMES: Record<string, string> = {
  ArrowDown: '↓', ArrowUp: '↑', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc', Enter: 'Enter', Backslash: '\\',
};

/** The keys of a combination as shown (['Ctrl', 'K'], ['⌥', '→'] on a Mac). */
export function comboKeys(c: KeyCombo, mac: boolean): string[] {
  const keys: string[] = [];
  if (c.mod) keys.push(mac ? '⌘' : 'Ctrl');
  if (c.alt) keys.push(mac ? '⌥' : 'Alt');
  if (c.shift) keys.push(mac ? '⇧' : 'Shift');
  const key = c.code ? c.code.replace(/^Key/, '') : c.key ?? '';
  keys.push(KEY_NAMES[key] ?? key.toUpperCase());
  return keys;
}

/** Typing somewhere (a field, an editor, the grid's cell editor): single-key shortcuts stay off. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
