// One employee's timeline (/timeline?employee=ID, yourself by default): their
// started tasks by project, month by month.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { useLive } from '~/components/live/use-live';
import { PageHeader } from '~/components/page-header';
import { SelectField } from '~/components/tasks/form-fields';
import { TaskLegend } from '~/components/tasks/task-legend';
import { MonthNav, Timeline, type TimelineGroup } from '~/components/tasks/timeline/timeline';
import { canReviewWith, useTimeline } from '~/components/tasks/timeline/use-timeline';
import { Label } from '~/components/ui/label';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { useProjectPermissions } from '~/lib/project-permissions';
import { endpoints } from '@studio/domain';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'tasks.timeline.title');

export async function loader({ context }: LoaderFunctionArgs) {
  const user = requireUser(context);
  const [{ projects }, { employees }] = await Promise.all([
    loadData(context, endpoints.projects.list),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  const me = { id: user.id, role: user.role, name: `${user.lastName} ${user.firstName}`.trim() || user.id };
  return {
    me,
    projects: projects.map((p) => ({ id: p.id, name: p.name })),
    // The picker lists active employees; yourself first even when the list leaves you out (admin).
    employees: [me, ...employees.filter((e) => e.id !== me.id).map((e) => ({ id: e.id, name: e.name, role: e.role }))],
  };
}

export default function EmployeeTimeline() {
  const { t } = useTranslation();
  const { me, projects, employees } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const employee = params.get('employee') || me.id;
  const { month, today, tasks, reload, shift, thisMonth } = useTimeline({ employee });
  // The employee's tasks may sit in any project the caller reads: follow them all, like the task dashboard.
  useLive({ topics: ['tasks'], projects: 'all' }, reload);
  const permissions = useProjectPermissions((tasks ?? []).map((x) => x.projectId));
  const projectName = React.useCallback((id: number) => projects.find((p) => p.id === id)?.name ?? t('tasks.timeline.project-n', { id }), [projects, t]);
  const employeeLabel = employees.find((e) => e.id === employee)?.name ?? employee;

  const groups = React.useMemo<TimelineGroup[]>(() => {
    const byProject = new Map<number, TimelineGroup>();
    for (const task of tasks ?? []) {
      let group = byProject.get(task.projectId);
      if (!group) {
        group = { key: String(task.projectId), label: projectName(task.projectId), tasks: [] };
        byProject.set(task.projectId, group);
      }
      group.tasks.push(task);
    }
    return [...byProject.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [tasks, projectName]);

  function pick(id: string) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (id === me.id) p.delete('employee');
        else p.set('employee', id);
        return p;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <div className="w-full space-y-4 px-6 py-6 lg:px-8">
      <PageHeader
        title={t('tasks.timeline.title')}
        description={t('tasks.timeline.employee-description', { name: employeeLabel })}
        actions={<MonthNav month={month} onChange={shift} onToday={thisMonth} />}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Label htmlFor="timeline-employee" className="shrink-0">
            {t('tasks.col.employee')}
          </Label>
          <div className="w-64">
            <SelectField
              id="timeline-employee"
              value={employee}
              onChange={pick}
              options={employees.map((e) => ({ value: e.id, label: e.id === me.id ? t('tasks.timeline.me', { name: e.name }) : e.name }))}
            />
          </div>
        </div>
        <TaskLegend />
      </div>
      {tasks ? (
        <Timeline
          groups={groups}
          month={month}
          today={today}
          me={me}
          subtitleOf={(task) => projectName(task.projectId)}
          canReview={(task) => canReviewWith(permissions.get(task.projectId), task, me.id)}
          onChanged={reload}
        />
      ) : (
        <div className="h-64 rounded-xl border bg-muted/20" role="status" aria-label={t('common.loading')} />
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
