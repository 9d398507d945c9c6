// The task grid of the project task view and the task dashboard (spec 1 'Task
// dashboard', spec 2 'Project task view'): Handsontable with the spec's columns,
// row colours, one PATCH per cell edit and the right-click menu.
import * as React from 'react';
import { isClosed, TaskStatus } from '@studio/domain';
import type Handsontable from 'handsontable/base';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { MissingSettingText, scoreLimitMissing } from '~/components/setting-missing';
import { useEditSafeRows } from '~/components/live/use-edit-safe-rows';
import { TaskScoreLedgerDialog } from '~/components/score-ledger/task-score-ledger-dialog';
import { ContentDialog, type ContentTarget } from '~/components/tasks/content-dialog';
import type { GridColumn, GridInstance, GridSettings } from '~/components/tasks/grid/data-grid';
import { Grid } from '~/components/tasks/grid/lazy-grid';
import { checkedLabel, menuText, selectedRows, selectionText } from '~/components/tasks/grid/menu';
import {
  canEditInputOutput,
  scoreCellSettings,
  setRowResolver,
  TASK_COLUMNS,
  taskRenderer,
  type TaskColumnKey,
  type TaskGridContext,
} from '~/components/tasks/grid/task-columns';
import { useTaskGridKeys } from '~/components/tasks/grid/use-task-grid-keys';
import { deleteTask, patchTask, planCellEdit, sendPatch, type TaskPatch } from '~/components/tasks/task-edits';
import { errorText } from '~/lib/api.client';
import { fileStamp, todayYmd, type Member, type Task } from '~/components/tasks/task-model';
import { useAppData } from '~/lib/app-data';
import { copyText } from '~/lib/clipboard';
import type { Permission } from '~/lib/permissions';
import { hasPermission } from '~/lib/permissions';

export type TaskGridProps = {
  label: string;
  tasks: Task[];
  licenseKey: string;
  columns: readonly TaskColumnKey[];
  /** Columns present but hidden (ID columns...). */
  hidden?: readonly TaskColumnKey[];
  me: { id: string; role: number };
  employeeName: (id: string | null | undefined) => string;
  projectName: (id: number) => string;
  permissionsOf: (projectId: number) => readonly Permission[] | undefined;
  membersOf: (projectId: number) => readonly Member[];
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  onTaskChange: (task: Task) => void;
  onTaskRemoved: (taskId: number) => void;
  /** File name of the export, without date and extension. */
  exportName: string;
  /** What an empty grid says. */
  emptyText?: string;
  className?: string;
  /** Offers 'Create Edit Task Ticket' in edit mode for tasks not Success or Failure. */
  onEditTaskTicket?: (task: Task) => void;
  /** A task to scroll to and select (?task= of the task view). */
  focusTaskId?: number | null;
  /** The warning a refused or failed score save shows, the server's reason beneath (the task dashboard: 'Failed to update time'). */
  scoreFailureKey?: string;
};

/** The source property of columns that only display. */
const DISPLAY_PROP: Partial<Record<TaskColumnKey, string>> = { project: 'projectId' };

type Pending = { task: Task; patch: TaskPatch };

export function TaskGrid(props: TaskGridProps) {
  const { t, i18n } = useTranslation();
  const [editMode, setEditMode] = React.useState(true);
  const [content, setContent] = React.useState<ContentTarget | null>(null);
  const [ledgerTask, setLedgerTask] = React.useState<{ taskId: number; taskName: string } | null>(null);
  const [confirmFailure, setConfirmFailure] = React.useState<Pending | null>(null);
  const [confirmDelete, setConfirmDelete] = React.useState<Task | null>(null);
  const hotRef = React.useRef<GridInstance | null>(null);
  // Live updates from others never close the cell being edited.
  const rows = useEditSafeRows(props.tasks, 'taskId', hotRef);

  // One context object for the renderers and hooks; its fields follow every render.
  const ctx = React.useRef<TaskGridContext>(null as unknown as TaskGridContext);
  if (!ctx.current) {
    ctx.current = {} as TaskGridContext;
    setRowResolver(ctx.current, (row) => {
      const hot = hotRef.current!;
      return hot.getSourceDataAtRow(hot.toPhysicalRow(row)) as Task;
    });
  }
  Object.assign(ctx.current, {
    t,
    lang: i18n.language,
    today: todayYmd(),
    editMode,
    me: props.me,
    employeeName: props.employeeName,
    projectName: props.projectName,
    permissionsOf: props.permissionsOf,
    membersOf: props.membersOf,
  } satisfies TaskGridContext);

  // The latest props and handlers, for hooks created once.
  const { permissions: globalPermissions } = useAppData();
  const latest = React.useRef({ props, editMode, globalPermissions });
  latest.current = { props, editMode, globalPermissions };

  const keys = props.columns;
  const keysRef = React.useRef(keys);
  keysRef.current = keys;
  const columnsKey = keys.join(',');

  const { columns, headers } = React.useMemo(() => {
    const c = ctx.current;
    const cols: GridColumn[] = keys.map((key) => {
      const def = TASK_COLUMNS[key];
      return {
        data: def.data ?? DISPLAY_PROP[key] ?? key,
        width: def.width,
        renderer: taskRenderer(def, c) as unknown as GridColumn['renderer'],
        editor: false,
        ...def.settings?.(c),
      } as GridColumn;
    });
    return { columns: cols, headers: keys.map((key) => t(TASK_COLUMNS[key].header)) };
    // The language changes the headers and select labels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columnsKey, i18n.language]);

  const hiddenKey = (props.hidden ?? []).join(',');
  const hiddenColumns = React.useMemo(
    () => keys.flatMap((k, i) => ((props.hidden ?? []).includes(k) ? [i] : [])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columnsKey, hiddenKey],
  );

  const taskAt = React.useCallback((hot: Handsontable, visualRow: number): Task | undefined => {
    if (visualRow < 0) return undefined;
    return hot.getSourceDataAtRow(hot.toPhysicalRow(visualRow)) as Task | undefined;
  }, []);

  const apply = React.useCallback(async (task: Task, patch: TaskPatch, successKey: string) => {
    const failureKey = latest.current.props.scoreFailureKey;
    let updated: Task | null;
    if (failureKey && patch.score !== undefined) {
      const res = await patchTask(task.taskId, patch, { silent: true });
      updated = res.ok ? res.data : null;
      if (!res.ok && res.status !== 401) {
        toast.warning(t(failureKey), { description: res.status === 0 ? t('common.network-error') : errorText(res.data) });
      }
    } else {
      updated = await sendPatch(task.taskId, patch);
    }
    if (!updated) return;
    toast.success(t(successKey));
    latest.current.props.onTaskChange(updated);
  }, [t]);

  const onCellEdit = React.useCallback(
    async (task: Task, key: TaskColumnKey, value: unknown) => {
      const plan = await planCellEdit(task, key, value, latest.current.props.me.role);
      if (plan.kind === 'skip') return;
      if (plan.kind === 'error') {
        // A missing role score limit says which setting is missing and links to it (for Config.RoleLimit.Set).
        toast.error(plan.code === 'task.score-limit-unset'
          ? <MissingSettingText setting={scoreLimitMissing(t, task.role)} permissions={latest.current.globalPermissions} />
          : t(plan.code));
        return;
      }
      if (plan.patch.status === TaskStatus.Failure) {
        setConfirmFailure({ task, patch: plan.patch });
        return;
      }
      await apply(task, plan.patch, SUCCESS_KEY[key] ?? 'tasks.edit.saved');
    },
    [apply, t],
  );

  const attachKeys = useTaskGridKeys({
    ctx: ctx.current,
    tasks: props.tasks,
    moveStatus: (task, to) => onCellEdit(task, 'status', to),
    openTicket: props.onEditTaskTicket,
    openLedger: (task) => setLedgerTask({ taskId: task.taskId, taskName: task.taskName }),
    focusTaskId: props.focusTaskId,
  });

  const exportAll = React.useCallback(async () => {
    const { props: p } = latest.current;
    const c = ctx.current;
    const defs = keysRef.current.map((k) => TASK_COLUMNS[k]);
    const { exportXlsx } = await import('~/components/tasks/grid/export-xlsx');
    await exportXlsx({
      headers: defs.map((d) => c.t(d.header)),
      rows: p.tasks.map((task) => defs.map((d) => d.text(task, c))),
      widths: defs.map((d) => d.width),
      filename: `${p.exportName}-${fileStamp()}`,
      licenseKey: p.licenseKey,
    });
  }, []);

  const settings = React.useMemo<GridSettings>(() => {
    const c = ctx.current;
    const menuTask = () => {
      const hot = hotRef.current;
      const range = hot?.getSelectedRangeActive();
      return hot && range ? taskAt(hot, range.highlight.row ?? -1) : undefined;
    };
    const perms = (task: Task | undefined) => (task ? c.permissionsOf(task.projectId) : undefined);
    const can = (task: Task | undefined, name: string) => {
      const list = perms(task);
      return !!task && (list ? hasPermission(list, name) : true);
    };
    const editContent = (field: 'input' | 'output') => ({
      name: () => menuText(c.t(field === 'input' ? 'tasks.menu.edit-input' : 'tasks.menu.edit-output')),
      hidden: () => {
        const task = menuTask();
        return !latest.current.editMode || !task || isClosed(task.status) || !canEditInputOutput(c, task, field);
      },
      callback: () => {
        const task = menuTask();
        if (task) setContent({ task, field });
      },
    });
    return {
      wordWrap: false,
      textEllipsis: true,
      cells(this: { instance: Handsontable }, row: number, col: number) {
        const key = keysRef.current[col];
        const task = this.instance.getSourceDataAtRow(row) as Task | undefined;
        if (!key || !task) return { readOnly: true };
        const def = TASK_COLUMNS[key];
        const editable = c.editMode && !!def.editable?.(task, c);
        if (!editable) return { readOnly: true };
        return key === 'score' ? { readOnly: false, ...(scoreCellSettings(task, c) ?? { editor: 'numeric' }) } : { readOnly: false };
      },
      beforeChange(this: Handsontable, changes: (Handsontable.CellChange | null)[], source: string) {
        if (source === 'loadData' || source === 'updateData') return;
        changes.forEach((change, i) => {
          if (!change) return;
          const [row, prop, , next] = change;
          const task = taskAt(this, row);
          const col = this.propToCol(prop as string);
          const key = typeof col === 'number' ? keysRef.current[this.toPhysicalColumn(col)] : undefined;
          if (task && key) void onCellEdit(task, key, next);
          // The cell keeps its value until the server accepts the edit.
          changes[i] = null;
        });
      },
      beforePaste: () => false,
      beforeCopy(this: Handsontable, data: unknown[][], coords: { startRow: number; startCol: number; endRow: number; endCol: number }[]) {
        const range = coords[0];
        if (!range) return;
        for (let r = 0; r < data.length; r++) {
          const task = taskAt(this, range.startRow + r);
          for (let k = 0; k < data[r].length; k++) {
            const key = keysRef.current[this.toPhysicalColumn(range.startCol + k)];
            if (task && key) data[r][k] = TASK_COLUMNS[key].text(task, c);
          }
        }
      },
      contextMenu: {
        items: {
          view: {
            name: () => menuText(c.t('tasks.menu.view')),
            submenu: {
              items: [
                {
                  key: 'view:edit-mode',
                  checkable: true,
                  ariaChecked: () => latest.current.editMode,
                  ariaLabel: () => c.t('tasks.menu.edit-mode'),
                  name: () => checkedLabel(c.t('tasks.menu.edit-mode'), latest.current.editMode),
                  callback: () => setEditMode((v) => !v),
                },
                {
                  key: 'view:show-hidden',
                  checkable: true,
                  ariaChecked: () => latest.current.props.showHidden,
                  ariaLabel: () => c.t('tasks.menu.show-hidden'),
                  name: () => checkedLabel(c.t('tasks.menu.show-hidden'), latest.current.props.showHidden),
                  callback: () => latest.current.props.onShowHiddenChange(!latest.current.props.showHidden),
                },
              ],
            },
          },
          sep1: { name: '---------' },
          copy: {
            name: () => menuText(c.t('tasks.menu.copy')),
            callback: async () => {
              const hot = hotRef.current;
              if (!hot) return;
              const text = selectionText(hot, (row, col) => {
                const task = taskAt(hot, row);
                const key = keysRef.current[hot.toPhysicalColumn(col)];
                return task && key ? TASK_COLUMNS[key].text(task, c) : '';
              });
              if (await copyText(text)) toast.success(c.t('tasks.copied'));
            },
          },
          export: {
            name: () => menuText(c.t('tasks.menu.export')),
            disabled: () => latest.current.props.tasks.length === 0,
            callback: () => {
              void exportAll().catch(() => toast.error(c.t('tasks.export-failed')));
            },
          },
          action: {
            name: () => menuText(c.t('tasks.menu.action')),
            hidden: () => {
              const task = menuTask();
              return !task || (!can(task, 'Task.Edit.Archived') && !can(task, 'Task.Delete'));
            },
            submenu: {
              items: [
                {
                  key: 'action:archive',
                  name: () => menuText(c.t(menuTask()?.isArchived ? 'tasks.menu.unhide' : 'tasks.menu.hide')),
                  hidden: () => !can(menuTask(), 'Task.Edit.Archived'),
                  callback: () => {
                    const hot = hotRef.current;
                    if (!hot) return;
                    const tasks = selectedRows(hot).map((row) => taskAt(hot, row)).filter((x): x is Task => !!x);
                    const target = menuTask();
                    if (!target) return;
                    const archive = !target.isArchived;
                    void Promise.all(
                      tasks.filter((x) => x.isArchived !== archive).map((x) => sendPatch(x.taskId, { isArchived: archive })),
                    ).then((results) => {
                      const done = results.filter((x): x is Task => !!x);
                      if (!done.length) return;
                      toast.success(c.t(archive ? 'tasks.hidden-success' : 'tasks.unhidden-success', { count: done.length }));
                      for (const x of done) {
                        if (x.isArchived && !latest.current.props.showHidden) latest.current.props.onTaskRemoved(x.taskId);
                        else latest.current.props.onTaskChange(x);
                      }
                    });
                  },
                },
                {
                  key: 'action:delete',
                  name: () => menuText(c.t('tasks.menu.delete')),
                  hidden: () => !can(menuTask(), 'Task.Delete'),
                  disabled: () => menuTask()?.status !== TaskStatus.Planning,
                  callback: () => {
                    const task = menuTask();
                    if (task && task.status === TaskStatus.Planning) setConfirmDelete(task);
                  },
                },
              ],
            },
          },
          score_ledger: {
            name: () => menuText(c.t('ledger.open')),
            hidden: () => !menuTask(),
            callback: () => {
              const task = menuTask();
              if (task) setLedgerTask({ taskId: task.taskId, taskName: task.taskName });
            },
          },
          sep2: {
            name: '---------',
            hidden: () => !latest.current.editMode || (editContent('input').hidden() && editContent('output').hidden()),
          },
          edit_input: editContent('input'),
          edit_output: editContent('output'),
          edit_task_ticket: {
            name: () => menuText(c.t('tasks.menu.edit-task-ticket')),
            hidden: () => {
              const task = menuTask();
              return !latest.current.editMode || !latest.current.props.onEditTaskTicket || !task || isClosed(task.status);
            },
            callback: () => {
              const task = menuTask();
              if (task) latest.current.props.onEditTaskTicket?.(task);
            },
          },
        },
      },
    } as GridSettings;
  }, [exportAll, onCellEdit, taskAt]);

  // Edit mode, rights and names change what cells show or allow: draw again.
  React.useEffect(() => {
    hotRef.current?.render();
  }, [editMode, props.permissionsOf, props.membersOf, props.employeeName, props.projectName]);

  const onReady = React.useCallback((hot: GridInstance) => {
    hotRef.current = hot;
    attachKeys(hot);
    hot.render();
  }, [attachKeys]);

  return (
    <>
      <Grid
        label={props.label}
        className={props.className}
        licenseKey={props.licenseKey}
        data={rows}
        columns={columns}
        colHeaders={headers}
        hiddenColumns={hiddenColumns}
        settings={settings}
        onReady={onReady}
        emptyText={props.emptyText ?? t('tasks.view.empty')}
      />
      <ContentDialog target={content} onClose={() => setContent(null)} onSaved={props.onTaskChange} />
      <TaskScoreLedgerDialog task={ledgerTask} onClose={() => setLedgerTask(null)} />
      <ConfirmDialog
        open={confirmFailure !== null}
        onOpenChange={(open) => !open && setConfirmFailure(null)}
        title={t('tasks.failure.title')}
        description={t('tasks.failure.confirm')}
        confirmLabel={t('tasks.failure.action')}
        destructive
        onConfirm={async () => {
          if (confirmFailure) await apply(confirmFailure.task, confirmFailure.patch, 'tasks.edit.status-success');
        }}
      />
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => !open && setConfirmDelete(null)}
        title={t('tasks.delete.title')}
        description={t('tasks.delete.confirm')}
        confirmLabel={t('common.delete')}
        destructive
        onConfirm={async () => {
          if (!confirmDelete) return;
          if (await deleteTask(confirmDelete.taskId)) {
            toast.success(t('tasks.delete.success'));
            latest.current.props.onTaskRemoved(confirmDelete.taskId);
          }
        }}
      />
    </>
  );
}

const SUCCESS_KEY: Partial<Record<TaskColumnKey, string>> = {
  taskName: 'project.task-view.edit.task-name.success',
  score: 'project.task-view.edit.score.success',
  status: 'tasks.edit.status-success',
  employee: 'tasks.edit.employee-success',
  deadline: 'tasks.edit.deadline-success',
};
