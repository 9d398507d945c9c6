// The palette's recent choices, listed first on an empty query. Kept per user in localStorage as
// ids; screens, projects and people are looked up again in what the user may open now, so a lost
// right or a renamed project never shows stale.
import type { TFunction } from 'i18next';
import { Hash } from 'lucide-react';

import { projectOfItem, type PaletteItem } from '~/components/command-palette/palette-items';
import { readStorage, writeStorage } from '~/lib/storage';

type Stored = { id: string; to?: string; name?: string };

const MAX = 5;
const keyOf = (userId: string) => `palette.recent.${userId}`;

function read(userId: string): Stored[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Stored[]).filter((s) => typeof s?.id === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberItem(userId: string, item: PaletteItem, taskName?: string) {
  const entry: Stored = item.group === 'task' ? { id: item.id, to: item.to, name: taskName } : { id: item.id };
  writeStorage(keyOf(userId), JSON.stringify([entry, ...read(userId).filter((s) => s.id !== item.id)].slice(0, MAX)));
}

/** The projects of recent project screens: their permissions decide whether they are still listed. */
export function recentProjectIds(userId: string): number[] {
  return [...new Set(read(userId).flatMap((s) => projectOfItem(s.id) ?? []))];
}

/** The recent items still there, newest first, as items of the 'recent' group. */
export function recentItems(userId: string, all: readonly PaletteItem[], t: TFunction): PaletteItem[] {
  const byId = new Map(all.map((i) => [i.id, i]));
  return read(userId).flatMap((s): PaletteItem[] => {
    const found = byId.get(s.id);
    if (found) return [{ ...found, group: 'recent' }];
    const taskId = /^task:(\d+)$/.exec(s.id)?.[1];
    // A task opens in its project's task view, or on the internal task screen (a system task).
    if (!taskId || !(s.to?.startsWith('/project/') || s.to?.startsWith('/internal/task?'))) return [];
    return [{ id: s.id, group: 'recent', label: t('palette.task.open', { id: taskId, name: s.name ?? '' }), icon: Hash, to: s.to, keys: [] }];
  });
}
