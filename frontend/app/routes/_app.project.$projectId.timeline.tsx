// The project's timeline: its started tasks by employee, month by month.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { useLive } from '~/components/live/use-live';
import { useProject } from '~/components/projects/project-layout';
import { projectIdOf } from '~/components/tasks/params';
import { TaskLegend } from '~/components/tasks/task-legend';
import { nameLookup, uniqueMembers } from '~/components/tasks/task-model';
import { MonthNav, Timeline, type TimelineGroup } from '~/components/tasks/timeline/timeline';
import { canReviewWith, useTimeline } from '~/components/tasks/timeline/use-timeline';
import { Button } from '~/components/ui/button';
import { requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'tasks.timeline.title');

export async function loader({ context, params }: LoaderFunctionArgs) {
  const user = requireUser(context);
  const projectId = projectIdOf(params);
  const permissions = await requirePermission(context, 'Task.Get', projectId);
  // The project comes from the layout's loader (useProject).
  return {
    me: { id: user.id, role: user.role, name: `${user.lastName} ${user.firstName}`.trim() },
    permissions,
  };
}

export default function ProjectTimeline() {
  const { t } = useTranslation();
  const { me, permissions } = useLoaderData<typeof loader>();
  const project = useProject();
  const members = React.useMemo(() => uniqueMembers(project.employees), [project.employees]);
  const { month, today, tasks, reload, shift, thisMonth } = useTimeline({ project: project.id });
  useLive({ topics: ['tasks'], projects: [project.id], projectId: project.id }, reload);
  const employeeName = React.useMemo(() => nameLookup(members, [{ id: me.id, name: me.name }]), [members, me.id, me.name]);

  const groups = React.useMemo<TimelineGroup[]>(() => {
    const byEmployee = new Map<string, TimelineGroup>();
    for (const task of tasks ?? []) {
      const key = task.employee ?? '';
      let group = byEmployee.get(key);
      if (!group) {
        group = { key: key || 'unassigned', label: key ? employeeName(key) : t('tasks.timeline.unassigned'), tasks: [] };
        byEmployee.set(key, group);
      }
      group.tasks.push(task);
    }
    return [...byEmployee.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [tasks, employeeName, t]);

  return (
    <div className="w-full space-y-4 px-6 py-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="truncate text-xl font-semibold tracking-tight">
            {t('tasks.timeline.title')} · {project.name}
          </h1>
          <p className="text-sm text-muted-foreground">{t('tasks.timeline.project-description')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <MonthNav month={month} onChange={shift} onToday={thisMonth} />
          <Button variant="outline" size="sm" asChild>
            <Link to={`/project/${project.id}/task-view`}>
              <ListTodo aria-hidden="true" />
              {t('tasks.view.title')}
            </Link>
          </Button>
        </div>
      </div>
      <TaskLegend />
      {tasks ? (
        <Timeline
          groups={groups}
          month={month}
          today={today}
          me={me}
          subtitleOf={(task) => employeeName(task.employee) || t('tasks.timeline.unassigned')}
          canReview={(task) => canReviewWith(permissions, task, me.id)}
          onChanged={reload}
        />
      ) : (
        <div className="h-64 rounded-xl border bg-muted/20" role="status" aria-label={t('common.loading')} />
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
