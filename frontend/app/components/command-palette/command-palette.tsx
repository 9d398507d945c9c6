// The command palette (Ctrl/Cmd+K): one field to jump to a screen, a project, a person or a task
// by id. ARIA combobox pattern: the field keeps focus, arrows move the active option of the
// listbox (aria-activedescendant), Enter opens it, Escape closes the dialog.
import * as React from 'react';
import { useNavigate } from '@remix-run/react';
import { Hash, Search, SearchX } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { buildItems, filterItems, PALETTE_GROUPS, projectsNamed, taskIdOf, type PaletteItem } from '~/components/command-palette/palette-items';
import { Keys, useIsMac } from '~/components/command-palette/keys';
import { recentItems, recentProjectIds, rememberItem } from '~/components/command-palette/recent-items';
import { taskPath, useTaskLookup, type TaskLookup } from '~/components/command-palette/use-task-lookup';
import { useDirectory } from '~/components/tickets/directory';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import type { Lang } from '~/lib/context';
import { ensureLanguage, toLang } from '~/lib/i18n';
import type { Permission } from '~/lib/permissions';
import { useProjectPermissions } from '~/lib/project-permissions';
import { comboKeys, SHORTCUTS } from '~/lib/shortcuts';
import { cn } from '~/lib/utils';

export function CommandPalette({
  open,
  onOpenChange,
  permissions,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permissions: readonly Permission[];
  userId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="command-palette"
        className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 data-[state=closed]:slide-out-to-top-[2%] data-[state=open]:slide-in-from-top-[2%]"
      >
        <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('palette.description')}</DialogDescription>
        {/* Mounted while open only: the directory is fetched on first use and the query starts empty. */}
        {open ? <PaletteBody permissions={permissions} userId={userId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function taskItem(id: number, lookup: TaskLookup, t: (key: string, o?: Record<string, unknown>) => string, projectName: (id: number) => string | null): PaletteItem {
  const base = { id: `task:${id}`, group: 'task' as const, icon: Hash, keys: [] };
  if (lookup.state === 'found' && lookup.id === id) {
    return {
      ...base,
      label: t('palette.task.open', { id, name: lookup.task.taskName }),
      hint: projectName(lookup.task.projectId) ?? t('palette.task.project', { id: lookup.task.projectId }),
      to: taskPath(lookup.task),
    };
  }
  if (lookup.state === 'missing' && lookup.id === id) return { ...base, label: t('palette.task.not-found', { id }) };
  // Still looking: Enter waits for the answer.
  return { ...base, label: t('palette.task.open-id', { id }), hint: t('palette.task.looking'), to: '' };
}

/**
 * The other language's texts, so 'nhan vien' and 'employee' both find a screen. A page holds only its
 * own language (decision 045): the other one's strings load when the palette opens; until then, the
 * current language alone is searched.
 */
function useOtherLanguage(): TFunction {
  const { t, i18n } = useTranslation();
  const otherLang: Lang = toLang(i18n.language) === 'en' ? 'vi' : 'en';
  const [loadedLang, setLoadedLang] = React.useState<Lang | null>(null);
  React.useEffect(() => {
    let live = true;
    void ensureLanguage(i18n, otherLang).then(() => live && setLoadedLang(otherLang));
    return () => {
      live = false;
    };
  }, [i18n, otherLang]);
  const ready = loadedLang === otherLang || i18n.hasResourceBundle(otherLang, 'translation');
  return React.useMemo(() => (ready ? i18n.getFixedT(otherLang) : t), [ready, i18n, otherLang, t]);
}

function PaletteBody({ permissions, userId, onDone }: { permissions: readonly Permission[]; userId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const directory = useDirectory();
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  const baseId = React.useId();
  const listId = `${baseId}-list`;

  const other = useOtherLanguage();
  // A project's own screens are listed once the query names the project (or a recent choice is one).
  const recentProjects = React.useMemo(() => recentProjectIds(userId), [userId]);
  const named = React.useMemo(
    () => [...new Set([...projectsNamed(directory.projects, query), ...recentProjects])],
    [directory.projects, query, recentProjects],
  );
  // Asked once the typing pauses, for the few projects named.
  const projectPermissions = useProjectPermissions(named, { delayMs: 200 });
  const all = React.useMemo(
    () => buildItems({ permissions, projects: directory.projects, projectPermissions, people: directory.employees, t, other }),
    [permissions, directory.projects, projectPermissions, directory.employees, t, other],
  );

  const taskId = taskIdOf(query);
  const { lookup, resolve } = useTaskLookup(taskId);
  const projectName = React.useCallback((id: number) => directory.projectName(id), [directory]);
  const items = React.useMemo(() => {
    const found = filterItems(all, query);
    if (taskId !== null) return [taskItem(taskId, lookup, t, projectName), ...found];
    if (query.trim()) return found;
    // An empty query: the recent choices first, then the screens not among them.
    const recent = recentItems(userId, all, t);
    const seen = new Set(recent.map((i) => i.id));
    return [...recent, ...found.filter((i) => !seen.has(i.id))];
  }, [all, query, taskId, lookup, t, projectName, userId]);

  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  React.useEffect(() => setActive(0), [query]);
  React.useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on baseId only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  async function choose(item: PaletteItem | undefined) {
    if (!item) return;
    let to = item.to;
    let taskName = lookup.state === 'found' ? lookup.task.taskName : undefined;
    if (item.group === 'task' && to === '') {
      const result = await resolve();
      to = result.state === 'found' ? taskPath(result.task) : undefined;
      taskName = result.state === 'found' ? result.task.taskName : undefined;
    }
    if (!to) return;
    rememberItem(userId, item.group === 'task' ? { ...item, to } : item, taskName);
    onDone();
    navigate(to);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!items.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (e.key === 'Home' || e.key === 'End') {
      if (!items.length || !e.ctrlKey) return;
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : items.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void choose(items[current]);
    }
  }

  const mac = useIsMac();
  let index = -1;
  return (
    <>
      <div className="flex items-center gap-2 border-b px-4">
        <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={items.length ? listId : undefined}
          aria-activedescendant={items.length ? optionId(current) : undefined}
          aria-autocomplete="list"
          aria-label={t('palette.input')}
          placeholder={t('palette.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
      </div>
      {/* An empty listbox is an ARIA error: it is only there with options in it. */}
      {items.length ? (
      <div id={listId} role="listbox" aria-label={t('palette.results')} className="max-h-[min(60vh,26rem)] overflow-y-auto p-2">
        {PALETTE_GROUPS.map((group) => {
          const inGroup = items.filter((i) => i.group === group);
          if (!inGroup.length) return null;
          const headingId = `${baseId}-group-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId} className="pb-1">
              <div id={headingId} role="presentation" className="px-2 pb-1 pt-2 text-xs font-medium text-muted-foreground">
                {t(`palette.group.${group}`)}
              </div>
              {inGroup.map((item) => {
                index += 1;
                const i = index;
                const selected = i === current;
                const Icon = item.icon;
                const inert = item.to === undefined;
                return (
                  <div
                    key={item.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={inert || undefined}
                    onMouseMove={() => !selected && setActive(i)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => void choose(item)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
                      selected ? 'bg-accent text-accent-foreground' : 'text-foreground',
                      inert && 'cursor-default text-muted-foreground',
                    )}
                  >
                    <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">{item.label}</span>
                    {item.hint ? <span className="max-w-[40%] shrink-0 truncate text-xs text-muted-foreground">{item.hint}</span> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      ) : null}
      {items.length === 0 ? (
        <p role="status" className="flex flex-col items-center gap-2 px-4 pb-8 pt-4 text-sm text-muted-foreground">
          <SearchX className="h-5 w-5" aria-hidden="true" />
          {directory.ready ? t('palette.empty') : t('common.loading')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
        {(['paletteMove', 'paletteOpen', 'paletteClose'] as const).map((id) => (
          <span key={id} className="flex items-center gap-1.5">
            {SHORTCUTS[id].combos.map((c) => (
              <Keys key={comboKeys(c, mac).join('+')} keys={comboKeys(c, mac)} />
            ))}
            {t(SHORTCUTS[id].label)}
          </span>
        ))}
      </div>
    </>
  );
}
