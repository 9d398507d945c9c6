// Project task view (spec 2 'Project task view' and 'Penalties'): tabs Tasks and
// Penalty table, the task grid, the create-task popup. Child of the project layout.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { endpoints, isCreativeRole, isSystemRole, listValues, NON_SYSTEM_ROLES, sortTasks, TicketType } from '@studio/domain';
import { CalendarRange, FilePlus2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { GeneralErrorBoundary } from '~/components/error-view';
import { ImportLink } from '~/components/imports/import-link';
import { useProject } from '~/components/projects/project-layout';
import { useLive } from '~/components/live/use-live';
import { CreateTaskDialog } from '~/components/tasks/create-task-dialog';
import type { TaskColumnKey } from '~/components/tasks/grid/task-columns';
import { projectIdOf } from '~/components/tasks/params';
import { PenaltyPanel } from '~/components/tasks/penalty-panel';
import { TaskGrid } from '~/components/tasks/task-grid';
import { TaskLegend } from '~/components/tasks/task-legend';
import { TicketDialog } from '~/components/tickets';
import { nameLookup, uniqueMembers, type Task } from '~/components/tasks/task-model';
import { listRequest, useList } from '~/components/tasks/use-task-list';
import { Button } from '~/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'tasks.view.title');

export async function loader({ context, params }: LoaderFunctionArgs) {
  const user = requireUser(context);
  const projectId = projectIdOf(params);
  const permissions = await requirePermission(context, 'Task.Get', projectId);
  // The project itself comes from the layout's loader (useProject).
  return {
    me: { id: user.id, role: user.role, name: `${user.lastName} ${user.firstName}`.trim() },
    permissions,
    licenseKey: context.handsontableLicenseKey,
  };
}

const BASE_COLUMNS: TaskColumnKey[] = ['role', 'employee', 'taskName', 'input', 'output', 'score', 'startDate', 'deadline', 'endDate', 'status'];
const HIDDEN: TaskColumnKey[] = ['isSudden', 'altId', 'taskId'];

export default function ProjectTaskView() {
  const { t } = useTranslation();
  const { me, permissions, licenseKey } = useLoaderData<typeof loader>();
  const project = useProject();
  // ?task=123 (the command palette) selects that task; &hidden=1 when it is archived.
  const [searchParams] = useSearchParams();
  const focusTaskId = Number(searchParams.get('task')) || null;
  const [showHidden, setShowHidden] = React.useState(searchParams.get('hidden') === '1');
  const [createOpen, setCreateOpen] = React.useState(false);
  // The request popup, prefilled: a new task, or a change of the task picked in the grid.
  const [ticket, setTicket] = React.useState<{ type: TicketType; content: Record<string, unknown> } | null>(null);
  const [tab, setTab] = React.useState('tasks');
  const { items: tasks, setItems, reload } = useList(
    listRequest(endpoints.tasks.list, 'tasks', { params: { projectId: project.id }, query: { showHidden: showHidden ? 'true' : undefined } }),
  );
  useLive({ topics: ['tasks'], projects: [project.id], projectId: project.id }, reload);

  const members = React.useMemo(() => uniqueMembers(project.employees), [project.employees]);
  const employeeName = React.useMemo(() => nameLookup(members, [{ id: me.id, name: me.name }]), [members, me.id, me.name]);
  const projectName = React.useCallback(() => project.name, [project.name]);
  const permissionsOf = React.useCallback(() => permissions, [permissions]);
  const membersOf = React.useCallback(() => members, [members]);

  const can = (name: string) => hasPermission(permissions, name);
  // Task.Create's extra conditions are the roles one may assign; system roles never.
  const assignable = React.useMemo(() => {
    const values = listValues(permissions, 'Task.Create');
    return (values === '**' ? NON_SYSTEM_ROLES.map((r) => r.id as number) : values).filter((r) => !isSystemRole(r));
  }, [permissions]);

  const anyCreative = !!tasks?.some((task) => isCreativeRole(task.role));
  const anyTyped = !!tasks?.some((task) => task.creativeType != null);
  const columns = React.useMemo<TaskColumnKey[]>(
    () => [
      ...BASE_COLUMNS,
      ...(anyCreative ? (['benchmark'] as const) : []),
      ...(anyTyped ? (['creativeType'] as const) : []),
      ...(hasPermission(permissions, 'Task.Get.Efficiency') ? (['efficiency'] as const) : []),
      ...HIDDEN,
    ],
    [anyCreative, anyTyped, permissions],
  );

  const onTaskChange = React.useCallback(
    (task: Task) => setItems((list) => (list ? sortTasks(list.map((x) => (x.taskId === task.taskId ? task : x))) : list)),
    [setItems],
  );
  const onTaskRemoved = React.useCallback(
    (taskId: number) => setItems((list) => (list ? list.filter((x) => x.taskId !== taskId) : list)),
    [setItems],
  );

  return (
    <div className="w-full px-6 py-6 lg:px-8">
      <Tabs value={tab} onValueChange={setTab} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="truncate text-xl font-semibold tracking-tight">{project.name}</h1>
            <p className="text-sm text-muted-foreground">{t('tasks.view.description')}</p>
          </div>
          {/* Spec 2: the buttons appear once the data has loaded. */}
          {tasks ? (
            <div className="flex items-center gap-2">
              <Button variant="outline" asChild>
                <Link to={`/project/${project.id}/timeline`}>
                  <CalendarRange aria-hidden="true" />
                  {t('tasks.timeline.title')}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => setTicket({ type: TicketType.CreateTask, content: { project: project.id } })}>
                <FilePlus2 aria-hidden="true" />
                {t('tasks.ticket.create')}
              </Button>
              {can('Task.Create') && assignable.length ? (
                <>
                  <ImportLink to={`/project/${project.id}/task-view/import`} />
                  <Button onClick={() => setCreateOpen(true)}>
                    <Plus aria-hidden="true" />
                    {t('tasks.create.open')}
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <div className="flex items-center gap-4">
            <TabsList>
              <TabsTrigger value="tasks">{t('tasks.view.tab-tasks')}</TabsTrigger>
              {can('Penalty.Get') ? <TabsTrigger value="penalties">{t('tasks.view.tab-penalties')}</TabsTrigger> : null}
            </TabsList>
            {tab === 'tasks' ? (
              <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
                {tasks ? t('tasks.view.count', { count: tasks.length }) : t('common.loading')}
              </p>
            ) : null}
          </div>
          {tab === 'tasks' ? <TaskLegend /> : null}
        </div>

        <TabsContent value="tasks" className="mt-0">
          {tasks ? (
            <TaskGrid
              label={t('tasks.view.grid')}
              tasks={tasks}
              licenseKey={licenseKey}
              columns={columns}
              hidden={HIDDEN}
              me={me}
              employeeName={employeeName}
              projectName={projectName}
              permissionsOf={permissionsOf}
              membersOf={membersOf}
              showHidden={showHidden}
              onShowHiddenChange={setShowHidden}
              onTaskChange={onTaskChange}
              onTaskRemoved={onTaskRemoved}
              exportName={`tasks-${project.id}`}
              focusTaskId={focusTaskId}
              onEditTaskTicket={(task) => setTicket({ type: TicketType.EditTask, content: { project: project.id, task: task.taskId } })}
              className="h-[calc(100dvh-15rem)] min-h-[420px]"
            />
          ) : (
            <div className="flex h-[calc(100dvh-15rem)] min-h-[420px] items-center justify-center rounded-lg border bg-muted/20 text-sm text-muted-foreground" role="status">
              {t('common.loading')}
            </div>
          )}
        </TabsContent>

        {can('Penalty.Get') ? (
          <TabsContent value="penalties" className="mt-0">
            <PenaltyPanel
              projectId={project.id}
              members={project.employees}
              employeeName={employeeName}
              licenseKey={licenseKey}
              canCreate={can('Penalty.Create')}
              canDelete={can('Penalty.Delete')}
            />
          </TabsContent>
        ) : null}
      </Tabs>

      {ticket ? (
        <TicketDialog
          open
          onOpenChange={(open) => !open && setTicket(null)}
          type={ticket.type}
          lockType
          content={ticket.content}
        />
      ) : null}

      {can('Task.Create') ? (
        <CreateTaskDialog
          open={createOpen}
          onOpenChange={setCreateOpen}
          projectId={project.id}
          me={me}
          members={members}
          assignableRoles={assignable}
          canCreateSudden={can('Task.Create.Sudden')}
          onCreated={reload}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
