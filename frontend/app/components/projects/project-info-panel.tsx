import * as React from 'react';
import { Link } from '@remix-run/react';
import { ArrowRight, FolderKanban, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PlatformTag, ProjectAvatar } from '~/components/projects/project-avatar';
import { PLATFORM_STYLE, platformKey, projectTypeLabel, type ProjectSummary } from '~/components/projects/project-model';
import { Button } from '~/components/ui/button';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/**
 * The right-hand panel of My Project: the selected project's name, package name and platform
 * (and a little more), or the totals when nothing is selected.
 */
export function ProjectInfoPanel({
  project,
  projects,
  total,
}: {
  project: ProjectSummary | null;
  /** Every visible project, for parent and child names. */
  projects: readonly ProjectSummary[];
  total: number;
}) {
  const { t } = useTranslation();
  const notSet = <span className="text-muted-foreground">{t('common.not-set')}</span>;

  if (!project) {
    const counts = { android: 0, ios: 0, other: 0 };
    for (const p of projects) counts[platformKey(p.platform)] += 1;
    return (
      <section aria-label={t('projects.info.title')} className="rounded-xl border bg-card p-5 shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-sky-50 text-sky-600">
            <FolderKanban className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xs font-medium text-muted-foreground">{t('projects.info.total')}</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid="project-total">
              {total}
            </p>
          </div>
        </div>
        <ul className="mt-4 space-y-2 border-t pt-4">
          {(['android', 'ios', 'other'] as const).map((k) => (
            <li key={k} className="flex items-center justify-between text-sm">
              <span className="inline-flex items-center gap-2 text-muted-foreground">
                <span className="h-2 w-2 rounded-full" style={{ backgroundColor: PLATFORM_STYLE[k].color }} aria-hidden="true" />
                {t(PLATFORM_STYLE[k].label)}
              </span>
              <span className="font-medium tabular-nums">{counts[k]}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex gap-2 rounded-lg bg-muted/60 p-3 text-xs leading-relaxed text-muted-foreground">
          <MousePointerClick className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('projects.info.hint')}
        </p>
      </section>
    );
  }

  const byId = new Map(projects.map((p) => [p.id, p]));
  const parent = project.parent ? byId.get(project.parent) : undefined;
  const children = project.child.map((id) => byId.get(id)).filter((p): p is ProjectSummary => Boolean(p));

  return (
    <section aria-label={t('projects.info.title')} className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="flex flex-col items-center gap-3 border-b px-5 pb-5 pt-6 text-center">
        <ProjectAvatar project={project} size="lg" />
        <div className="min-w-0 space-y-1.5">
          <h2 className="break-words text-base font-semibold leading-6">{project.name}</h2>
          <PlatformTag platform={project.platform} />
        </div>
      </div>
      <dl className="space-y-3.5 px-5 py-5">
        <Row label={t('projects.field.package-name')}>
          {project.packageName ? <span className="font-mono text-[13px]">{project.packageName}</span> : notSet}
        </Row>
        <Row label={t('projects.field.platform')}>{t(PLATFORM_STYLE[platformKey(project.platform)].label)}</Row>
        <Row label={t('projects.field.id')}>
          <span className="font-mono text-[13px]">{project.id}</span>
        </Row>
        <Row label={t('projects.field.ua-status')}>{project.statusUa ? t(`projects.ua-status.${project.statusUa}`) : notSet}</Row>
        <Row label={t('projects.field.type')}>{projectTypeLabel(t, project.projectType) ?? notSet}</Row>
        {parent ? <Row label={t('projects.field.parent')}>{parent.name}</Row> : null}
        {children.length ? <Row label={t('projects.field.children')}>{children.map((c) => c.name).join(', ')}</Row> : null}
      </dl>
      <div className="border-t px-5 py-4">
        <Button asChild className="w-full">
          <Link to={`/project/${project.id}`}>
            {t('projects.info.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
