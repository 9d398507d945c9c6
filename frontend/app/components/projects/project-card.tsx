import { CornerDownRight, GitFork } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PlatformTag, ProjectAvatar } from '~/components/projects/project-avatar';
import type { ProjectSummary } from '~/components/projects/project-model';
import { cn } from '~/lib/utils';

/** One project of the My Project grid: a click selects it, a double click (or Enter) opens it. */
export function ProjectCard({
  project,
  parentName,
  selected,
  onSelect,
  onOpen,
}: {
  project: ProjectSummary;
  /** The parent's name when the project is a child of one the user can see. */
  parentName: string | null;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const children = project.child.length;
  // Named by its content, no aria-label: one would leave the platform and package out of the name (WCAG 2.5.3).
  return (
    <li
      role="option"
      aria-selected={selected}
      tabIndex={0}
      data-project={project.id}
      onClick={onSelect}
      onDoubleClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
        else if (e.key === ' ') {
          e.preventDefault();
          onSelect();
        }
      }}
      className={cn(
        'group flex cursor-pointer select-none flex-col gap-3 rounded-xl border bg-card p-4 shadow-[0_1px_2px_rgba(16,24,40,0.04)] outline-none transition-[border-color,box-shadow,background-color] hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'border-primary bg-primary/[0.03] ring-1 ring-primary hover:border-primary',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <ProjectAvatar project={project} size="md" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="line-clamp-2 break-words text-sm font-semibold leading-5 text-foreground" title={project.name}>
            {project.name}
          </p>
          <PlatformTag platform={project.platform} />
        </div>
      </div>
      <p
        className={cn('truncate text-xs', project.packageName ? 'font-mono text-muted-foreground' : 'text-muted-foreground')}
        title={project.packageName ?? undefined}
      >
        {project.packageName || t('projects.card.no-package')}
      </p>
      {parentName || children > 0 ? (
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t pt-2.5 text-xs text-muted-foreground">
          {parentName ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <CornerDownRight className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{t('projects.card.child-of', { name: parentName })}</span>
            </span>
          ) : null}
          {children > 0 ? (
            <span className="inline-flex items-center gap-1">
              <GitFork className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {t('projects.card.children', { count: children })}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
