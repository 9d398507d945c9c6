// What the command palette offers: screens of the navigation config the user may open, their
// projects with each project's own screens (its sidebar's, as far as the user may open them), and
// the people of the directory, matched without diacritics in both languages.
import type { TFunction } from 'i18next';
import { FolderKanban, UserRound, type LucideIcon } from 'lucide-react';

import { searchKey, type PersonOption, type ProjectSummary } from '~/components/projects/project-model';
import {
  ADMIN_SIDEBAR,
  APP_MENU,
  DASHBOARD_LINKS,
  dashboardLabel,
  INTERNAL_SIDEBAR,
  MAIN_SIDEBAR,
  PROFILE_TABS,
  PROJECT_SIDEBAR,
  projectPath,
  SETTINGS_LINKS,
  visibleEntries,
  visibleGroups,
  type NavEntry,
} from '~/lib/navigation';
import { hasPermission, type Permission } from '~/lib/permissions';

export type PaletteGroup = 'recent' | 'task' | 'screens' | 'projects' | 'people';

export const PALETTE_GROUPS: readonly PaletteGroup[] = ['recent', 'task', 'screens', 'projects', 'people'];

export type PaletteItem = {
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second line: the area of a screen, a project's or person's id. */
  hint?: string;
  icon: LucideIcon;
  /** Where Enter leads; none for an entry that only informs (a task not found). */
  to?: string;
  /** Folded texts the query is matched against (both languages for a screen). */
  keys: string[];
};

/** At most this many of a group are listed: the palette jumps, it does not browse. */
const LIMIT = 8;

type Screen = { entry: NavEntry; area?: string };

/** Every screen the user may open, once each, with the area it belongs to. */
function screens(permissions: readonly Permission[]): Screen[] {
  const out = new Map<string, Screen>();
  const add = (entry: NavEntry, area?: string) => {
    if (!out.has(entry.to)) out.set(entry.to, { entry, area });
  };
  for (const g of visibleGroups(MAIN_SIDEBAR, permissions)) {
    for (const e of g.items) add(e.to === '/dashboard' ? { ...e, label: dashboardLabel(permissions) } : e, g.label);
  }
  for (const e of visibleEntries(APP_MENU, permissions)) add(e);
  for (const g of visibleGroups(INTERNAL_SIDEBAR, permissions)) for (const e of g.items) add(e);
  for (const g of visibleGroups(ADMIN_SIDEBAR, permissions)) for (const e of g.items) add(e, g.label);
  for (const e of visibleEntries(PROFILE_TABS, permissions)) add(e, 'profile.title');
  for (const e of visibleEntries(DASHBOARD_LINKS, permissions)) add(e);
  for (const e of visibleEntries(SETTINGS_LINKS, permissions)) add(e);
  return [...out.values()];
}

export type ItemSources = {
  permissions: readonly Permission[];
  projects: readonly ProjectSummary[];
  /** The user's permissions on the projects asked for so far (projectsNamed); others list no screens. */
  projectPermissions: ReadonlyMap<number, readonly Permission[]>;
  people: readonly PersonOption[];
  /** The current language's texts and the other one's: 'nhan vien' and 'employee' both find a screen. */
  t: TFunction;
  other: TFunction;
};

/** All items with their search keys; rebuilt only when the sources change. */
export function buildItems({ permissions, projects, projectPermissions, people, t, other }: ItemSources): PaletteItem[] {
  const items: PaletteItem[] = screens(permissions).map(({ entry, area }) => ({
    id: `screen:${entry.to}`,
    group: 'screens',
    label: t(entry.label),
    hint: area ? t(area) : undefined,
    icon: entry.icon,
    to: entry.to,
    keys: [searchKey(t(entry.label)), searchKey(other(entry.label))],
  }));
  for (const p of projects) {
    items.push({
      id: `project:${p.id}`,
      group: 'projects',
      label: p.name,
      hint: `#${p.id}`,
      icon: FolderKanban,
      to: `/project/${p.id}`,
      keys: [searchKey(p.name), String(p.id)],
    });
  }
  // After all the projects: a project named by the query comes before its own screens.
  for (const p of projects) {
    const perms = projectPermissions.get(p.id);
    // The project layout needs Project.Get; the sidebar then shows what these permissions allow.
    if (!perms || !hasPermission(perms, 'Project.Get')) continue;
    for (const g of visibleGroups(PROJECT_SIDEBAR, perms)) {
      for (const e of g.items) {
        const key = (tr: TFunction) => searchKey([p.name, g.label ? tr(g.label) : '', tr(e.label)].join(' '));
        items.push({
          id: projectScreenId(p.id, e.to),
          group: 'projects',
          label: t('palette.project-screen', { project: p.name, screen: t(e.label) }),
          hint: g.label ? t(g.label) : undefined,
          icon: e.icon,
          to: projectPath(e.to, p.id),
          keys: [key(t), key(other)],
        });
      }
    }
  }
  for (const e of people) {
    items.push({
      id: `person:${e.id}`,
      group: 'people',
      label: e.name || e.id,
      hint: e.id,
      icon: UserRound,
      to: `/timeline?employee=${encodeURIComponent(e.id)}`,
      keys: [searchKey(e.name), searchKey(e.id)],
    });
  }
  return items;
}

/**
 * The items matching a query, best first within each group (a word that starts a key before one
 * found inside it), at most LIMIT a group. An empty query lists the screens only.
 */
export function filterItems(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const folded = searchKey(query.trim()).replace(/\s+/g, ' ');
  const words = folded.split(' ').filter(Boolean);
  if (!words.length) return items.filter((i) => i.group === 'screens').slice(0, LIMIT);
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const item of items) {
    let best = -1;
    for (const key of item.keys) {
      if (!words.every((w) => key.includes(w))) continue;
      const score = key === folded ? 3 : key.startsWith(words[0]) ? 2 : key.split(/\s+/).some((part) => part.startsWith(words[0])) ? 1 : 0;
      best = Math.max(best, score);
    }
    if (best >= 0) scored.push({ item, score: best });
  }
  const out: PaletteItem[] = [];
  for (const group of PALETTE_GROUPS) {
    out.push(
      ...scored
        .filter((s) => s.item.group === group)
        .sort((a, b) => b.score - a.score)
        .slice(0, LIMIT)
        .map((s) => s.item),
    );
  }
  return out;
}

const projectScreenId = (projectId: number, to: string) => `project-screen:${projectId}:${to}`;

/** The project of a project screen's item id (a recent choice), or null. */
export function projectOfItem(id: string): number | null {
  const m = /^project-screen:(\d+):/.exec(id);
  return m ? Number(m[1]) : null;
}

/**
 * The projects whose screens a query may be looking for: a word of it (two letters or more) in
 * the project's name, or its id. At most LIMIT: their permissions are asked for one by one.
 */
export function projectsNamed(projects: readonly ProjectSummary[], query: string): number[] {
  const words = searchKey(query.trim()).split(/\s+/).filter((w) => w.length >= 2);
  if (!words.length) return [];
  const named = projects.filter((p) => {
    const name = searchKey(p.name);
    return words.some((w) => name.includes(w) || w === String(p.id));
  });
  return named.slice(0, LIMIT).map((p) => p.id);
}

/** The task id a query names ('123' or '#123'), or null. */
export function taskIdOf(query: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(query.trim());
  return m ? Number(m[1]) : null;
}
