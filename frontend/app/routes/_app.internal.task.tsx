// Internal Task View (spec 3): the system tasks of a project and 'Add New Internal
// Task' for holders of Task.SystemTask.Create on that project.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { endpoints, isTaskStatus } from '@studio/domain';
import { ClipboardList, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { useLive } from '~/components/live/use-live';
import { PageHeader } from '~/components/page-header';
import { CreateSystemTaskDialog } from '~/components/tasks/create-system-task-dialog';
import { SelectField } from '~/components/tasks/form-fields';
import { paintTaskRow, setRole, setStatus } from '~/components/tasks/grid/cells';
import { RowGrid, type RowColumn } from '~/components/tasks/row-grid';
import { TaskLegend } from '~/components/tasks/task-legend';
import {
  displayInstantDay,
  nameLookup,
  roleName,
  rowTone,
  statusKey,
  todayYmd,
  TONE_ACCENT,
  
  type Task,
} from '~/components/tasks/task-model';
import { useProjectMembers } from '~/components/tasks/use-project-members';
import { listRequest, useList } from '~/components/tasks/use-task-list';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { formatScore } from '~/lib/format';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission } from '~/lib/permissions';
import { useProjectPermissions } from '~/lib/project-permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.internal-task');

export async function loader({ context }: LoaderFunctionArgs) {
  requireUser(context);
  const { projects } = await loadData(context, endpoints.projects.list);
  return { projects: projects.map((p) => ({ id: p.id, name: p.name })), licenseKey: context.handsontableLicenseKey };
}


export default function InternalTasks() {
  const { t, i18n } = useTranslation();
  const { projects, licenseKey } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('project'));
  const projectId = projects.some((p) => p.id === asked) ? asked : projects[0]?.id ?? null;
  // ?task=123 (the command palette's 'open task' for a system task) selects that task.
  const focusTaskId = Number(params.get('task')) || null;
  const { items: tasks, reload } = useList(
    projectId === null ? null : listRequest(endpoints.tasks.systemTaskList, 'tasks', { query: { project: projectId } }),
  );
  // Others' changes to the project's tasks (system ones included) reload the list; the grid is read-only, so no edit is lost.
  useLive({ topics: ['tasks'], projects: projectId === null ? [] : [projectId], projectId: projectId ?? undefined, enabled: projectId !== null }, reload);
  const shown = React.useMemo(() => (projectId === null ? [] : [projectId]), [projectId]);
  const members = useProjectMembers(shown).get(projectId ?? -1);
  const permissions = useProjectPermissions(shown).get(projectId ?? -1);
  const [createOpen, setCreateOpen] = React.useState(false);

  const employeeName = React.useMemo(() => nameLookup(members ?? []), [members]);
  const today = todayYmd();
  const columns = React.useMemo<RowColumn<Task>[]>(
    () => [
      { key: 'taskId', header: t('tasks.col.task-id'), width: 70, text: (x) => x.taskId, align: 'right' },
      {
        key: 'role',
        header: t('tasks.col.role'),
        width: 130,
        text: (x) => roleName(x.role, t('role.none')),
        paint: (td, x) => setRole(td, x.role, roleName(x.role, t('role.none'))),
      },
      { key: 'altId', header: t('tasks.col.alt-id'), width: 90, text: (x) => x.altId },
      { key: 'taskName', header: t('tasks.col.task-name'), width: 220, text: (x) => x.taskName },
      { key: 'employee', header: t('tasks.col.employee'), width: 160, text: (x) => employeeName(x.employee) },
      { key: 'score', header: t('tasks.col.score'), width: 70, text: (x) => formatScore(x.score, i18n.language), align: 'right' },
      { key: 'startDate', header: t('tasks.col.start-date'), width: 105, text: (x) => displayInstantDay(x.startDate) },
      { key: 'endDate', header: t('tasks.col.end-date'), width: 105, text: (x) => displayInstantDay(x.endDate) },
      {
        key: 'status',
        header: t('tasks.col.status'),
        width: 125,
        text: (x) => (isTaskStatus(x.status) ? t(statusKey(x.status)) : String(x.status)),
        paint: (td, x) => setStatus(td, isTaskStatus(x.status) ? t(statusKey(x.status)) : String(x.status), TONE_ACCENT[rowTone(x, today)]),
      },
    ],
    [t, i18n.language, employeeName, today],
  );

  const canCreate = projectId !== null && hasPermission(permissions, 'Task.SystemTask.Create');

  function pick(value: string) {
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('project', value);
      p.delete('task');
      return p;
    });
  }

  return (
    <div className="w-full space-y-5 px-6 py-6 lg:px-8">
      <PageHeader
        title={t('tasks.system.title')}
        description={t('tasks.system.description')}
        actions={
          canCreate ? (
            <Button onClick={() => setCreateOpen(true)}>
              <Plus aria-hidden="true" />
              {t('tasks.system.add')}
            </Button>
          ) : null
        }
      />
      {projectId === null ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border bg-card py-16 text-muted-foreground">
          <ClipboardList className="h-5 w-5" aria-hidden="true" />
          <p className="text-sm">{t('tasks.system.no-project')}</p>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <Label htmlFor="internal-project" className="shrink-0">
                {t('tasks.col.project')}
              </Label>
              <div className="w-72">
                <SelectField
                  id="internal-project"
                  value={String(projectId)}
                  onChange={pick}
                  options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
                />
              </div>
            </div>
            <div className="flex items-center gap-4">
              <TaskLegend />
              <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
                {tasks ? t('tasks.view.count', { count: tasks.length }) : t('common.loading')}
              </p>
            </div>
          </div>
          <RowGrid
            label={t('tasks.system.grid')}
            rows={tasks ?? []}
            columns={columns}
            licenseKey={licenseKey}
            exportName={`internal-tasks-${projectId}`}
            paintRow={(td, x) => paintTaskRow(td, x, today)}
            rowId={(x) => x.taskId}
            focus={focusTaskId === null ? null : { id: focusTaskId, column: 'status' }}
            className="h-[calc(100dvh-15rem)] min-h-[400px]"
          />
          <CreateSystemTaskDialog
            open={createOpen}
            onOpenChange={setCreateOpen}
            projectId={projectId}
            members={members ?? []}
            onCreated={reload}
          />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
