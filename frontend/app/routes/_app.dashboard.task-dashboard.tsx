// Task dashboard (spec 1 'Task dashboard'): filter rows, 'Show hidden tasks' and
// Apply, then every matching task across the caller's projects in the task grid.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { endpoints, sortTasks } from '@studio/domain';
import { Columns3, Filter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { GeneralErrorBoundary } from '~/components/error-view';
import { useLive } from '~/components/live/use-live';
import { PageHeader } from '~/components/page-header';
import { ColumnPanel } from '~/components/tasks/column-panel';
import type { TaskColumnKey } from '~/components/tasks/grid/task-columns';
import { TaskFilters, newFilterRow, toTaskFilters, type FilterRow } from '~/components/tasks/task-filters';
import { TaskGrid } from '~/components/tasks/task-grid';
import { TaskLegend } from '~/components/tasks/task-legend';
import { nameLookup, type Task } from '~/components/tasks/task-model';
import { useProjectMembers } from '~/components/tasks/use-project-members';
import { fetchList, listRequest } from '~/components/tasks/use-task-list';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { loadData, requireUser } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { requirePermission } from '~/lib/permissions';
import { useProjectPermissions } from '~/lib/project-permissions';
import { cn } from '~/lib/utils';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'nav.task-dashboard');

export async function loader({ context }: LoaderFunctionArgs) {
  const user = requireUser(context);
  await requirePermission(context, 'Task.Get.All');
  const [{ projects }, { employees }] = await Promise.all([
    loadData(context, endpoints.projects.list),
    loadData(context, endpoints.employeeOptions.options),
  ]);
  return {
    me: { id: user.id, role: user.role, name: `${user.lastName} ${user.firstName}`.trim() },
    projects: projects.map((p) => ({ id: p.id, name: p.name })),
    employees: employees.map((e) => ({ id: e.id, name: e.name, role: e.role })),
    licenseKey: context.handsontableLicenseKey,
  };
}

const COLUMNS: TaskColumnKey[] = [
  'project', 'role', 'employee', 'taskName', 'input', 'output', 'score', 'startDate', 'deadline', 'endDate', 'status',
  'benchmark', 'creativeType', 'efficiency', 'isSudden', 'altId', 'taskId',
];
const DEFAULT_HIDDEN: TaskColumnKey[] = ['benchmark', 'creativeType', 'efficiency', 'isSudden', 'altId', 'taskId'];

export default function TaskDashboard() {
  const { t } = useTranslation();
  const { me, projects, employees, licenseKey } = useLoaderData<typeof loader>();
  const [rows, setRows] = React.useState<FilterRow[]>(() => [newFilterRow('status')]);
  const [showHidden, setShowHidden] = React.useState(false);
  const [tasks, setTasks] = React.useState<Task[] | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [hidden, setHidden] = React.useState<TaskColumnKey[]>(DEFAULT_HIDDEN);
  const [panelOpen, setPanelOpen] = React.useState(true);
  const applied = React.useRef<{ filters: string; showHidden: boolean }>({ filters: '[]', showHidden: false });

  // Live reloads overlap with Apply: only the latest answer is shown.
  const latestLoad = React.useRef(0);
  const load = React.useCallback(async (filters: string, hiddenToo: boolean) => {
    applied.current = { filters, showHidden: hiddenToo };
    const mine = ++latestLoad.current;
    setLoading(true);
    const list = await fetchList(listRequest(endpoints.tasks.dashboard, 'tasks', { query: { filters, showHidden: hiddenToo } }));
    if (mine !== latestLoad.current) return;
    setLoading(false);
    if (!list) {
      toast.error(t('tasks.fetch-error'));
      return;
    }
    setTasks(list);
  }, [t]);

  function apply(event?: React.FormEvent) {
    event?.preventDefault();
    const filters = toTaskFilters(rows);
    if (!filters) {
      toast.error(t('common.invalid-date'));
      return;
    }
    void load(JSON.stringify(filters), showHidden);
  }

  // On narrow screens the grid needs the width: the column panel starts closed.
  React.useEffect(() => {
    if (!window.matchMedia('(min-width: 1280px)').matches) setPanelOpen(false);
  }, []);

  // Tasks changed elsewhere in any of the caller's projects: the applied filters run again.
  useLive({ topics: ['tasks'], projects: 'all', enabled: tasks !== null }, () => void load(applied.current.filters, applied.current.showHidden));

  // The first view: every task the filters allow (none set yet).
  React.useEffect(() => {
    void load('[]', false);
  }, [load]);

  // Edit rights and members are per project: asked for the projects in the result.
  const shownProjects = React.useMemo(() => (tasks ?? []).map((x) => x.projectId), [tasks]);
  const permissions = useProjectPermissions(shownProjects);
  const members = useProjectMembers(shownProjects);

  const projectNames = React.useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);
  const projectName = React.useCallback((id: number) => projectNames.get(id) ?? String(id), [projectNames]);
  const allMembers = React.useMemo(() => [...members.values()].flat(), [members]);
  const employeeName = React.useMemo(
    () => nameLookup(employees, allMembers, [{ id: me.id, name: me.name }]),
    [employees, allMembers, me.id, me.name],
  );
  const permissionsOf = React.useCallback((id: number) => permissions.get(id), [permissions]);
  const membersOf = React.useCallback((id: number) => members.get(id) ?? [], [members]);

  const onTaskChange = React.useCallback(
    (task: Task) => setTasks((list) => (list ? sortTasks(list.map((x) => (x.taskId === task.taskId ? task : x)), 'dashboard') : list)),
    [],
  );
  const onTaskRemoved = React.useCallback((taskId: number) => setTasks((list) => (list ? list.filter((x) => x.taskId !== taskId) : list)), []);
  const onShowHiddenChange = React.useCallback(
    (next: boolean) => {
      setShowHidden(next);
      void load(applied.current.filters, next);
    },
    [load],
  );

  return (
    <div className="w-full space-y-5 px-6 py-6 lg:px-8">
      <PageHeader title={t('nav.task-dashboard')} description={t('tasks.dashboard.description')} />

      <form onSubmit={apply} className="space-y-3 rounded-xl border bg-card p-4 shadow-[0_1px_2px_rgba(16,24,40,0.04)]" aria-label={t('tasks.filter.label')}>
        <TaskFilters rows={rows} onChange={setRows} projects={projects} employees={employees} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <div className="flex items-center gap-2">
            <Switch id="dashboard-show-hidden" checked={showHidden} onCheckedChange={setShowHidden} />
            <Label htmlFor="dashboard-show-hidden">{t('tasks.menu.show-hidden')}</Label>
          </div>
          <Button type="submit" loading={loading}>
            <Filter aria-hidden="true" />
            {t('tasks.filter.apply')}
          </Button>
        </div>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <TaskLegend />
        <div className="flex items-center gap-3">
          <p className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
            {tasks ? t('tasks.view.count', { count: tasks.length }) : t('common.loading')}
          </p>
          <Button variant="outline" size="sm" aria-expanded={panelOpen} aria-controls="dashboard-columns" onClick={() => setPanelOpen((v) => !v)}>
            <Columns3 aria-hidden="true" />
            {t('tasks.dashboard.columns')}
          </Button>
        </div>
      </div>

      <div className="flex gap-4">
        <div className="min-w-0 flex-1">
          {tasks ? (
            <TaskGrid
              label={t('tasks.dashboard.grid')}
              tasks={tasks}
              licenseKey={licenseKey}
              columns={COLUMNS}
              hidden={hidden}
              me={me}
              employeeName={employeeName}
              projectName={projectName}
              permissionsOf={permissionsOf}
              membersOf={membersOf}
              showHidden={applied.current.showHidden}
              onShowHiddenChange={onShowHiddenChange}
              onTaskChange={onTaskChange}
              onTaskRemoved={onTaskRemoved}
              exportName="task-dashboard"
              emptyText={t('tasks.dashboard.empty')}
              scoreFailureKey="tasks.dashboard.update-time-failed"
              className="h-[calc(100dvh-20rem)] min-h-[420px]"
            />
          ) : (
            <div className="flex h-[calc(100dvh-20rem)] min-h-[420px] items-center justify-center rounded-lg border bg-muted/20 text-sm text-muted-foreground" role="status">
              {t('common.loading')}
            </div>
          )}
        </div>
        <aside
          id="dashboard-columns"
          hidden={!panelOpen}
          className={cn('w-52 shrink-0 overflow-y-auto rounded-lg border bg-card p-3', 'h-[calc(100dvh-20rem)] min-h-[420px]')}
          aria-label={t('tasks.dashboard.columns')}
        >
          <ColumnPanel columns={COLUMNS} hidden={hidden} onChange={setHidden} />
        </aside>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
