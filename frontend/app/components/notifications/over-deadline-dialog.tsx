// The Over-deadline task dialog (spec 3 section 2), opened from a manager's late-task notification
// (type 3): one row per late task with its name, deadline and employee; the project's name leads to
// the project, a task's name to that task in the task view.
import { formatYmd, isValidYmd } from '@studio/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import type { AppNotification } from '~/components/notifications/notification-model';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';

export type OverdueRow = { taskId: number | null; taskName: string; deadline: string; employee: string | null };

function text(v: unknown): string | null {
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** The late tasks a type 3 notification lists (content.taskDetails), as the dialog shows them. */
export function overdueRows(content: Record<string, unknown> | null | undefined): OverdueRow[] {
  const details = Array.isArray(content?.taskDetails) ? (content!.taskDetails as Record<string, unknown>[]) : [];
  return details.map((d) => {
    const deadline = Number(d.deadline);
    const id = Number(d.taskId);
    return {
      taskId: Number.isInteger(id) && id > 0 ? id : null,
      taskName: text(d.taskName) ?? '—',
      deadline: isValidYmd(deadline) ? formatYmd(deadline) : '—',
      employee: text(d.employeeName) ?? text(d.employee),
    };
  });
}

export function OverDeadlineDialog({ notification, onClose }: { notification: AppNotification | null; onClose: () => void }) {
  const { t } = useTranslation();
  const c = notification?.content ?? {};
  const projectId = Number(c.projectId);
  const hasProject = Number.isInteger(projectId) && projectId >= 0 && c.projectId !== null && c.projectId !== undefined;
  const projectName = text(c.projectName) ?? t('notifications.a-project');
  const rows = overdueRows(c);
  const taskView = `/project/${projectId}/task-view`;

  return (
    <Dialog open={notification !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="over-deadline-dialog">
        <DialogHeader>
          <DialogTitle>{t('notifications.overdue.title')}</DialogTitle>
          <DialogDescription>
            {t('notifications.overdue.description', { count: rows.length })}{' '}
            {hasProject ? (
              <Link to={taskView} onClick={onClose} className="font-medium text-primary underline-offset-4 hover:underline">
                {projectName}
              </Link>
            ) : (
              <span className="font-medium text-foreground">{projectName}</span>
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto rounded-lg border" tabIndex={0} role="region" aria-label={t('notifications.overdue.title')}>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('notifications.overdue.task')}</TableHead>
                <TableHead className="w-32">{t('notifications.overdue.deadline')}</TableHead>
                <TableHead>{t('notifications.overdue.employee')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3} className="text-center text-sm text-muted-foreground">{t('notifications.overdue.empty')}</TableCell>
                </TableRow>
              ) : null}
              {rows.map((r, i) => (
                <TableRow key={r.taskId ?? `row-${i}`}>
                  <TableCell className="max-w-xs break-words">
                    {hasProject && r.taskId !== null ? (
                      <Link to={`${taskView}?task=${r.taskId}`} onClick={onClose} className="text-primary underline-offset-4 hover:underline">
                        {r.taskName}
                      </Link>
                    ) : (
                      r.taskName
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">{r.deadline}</TableCell>
                  <TableCell className={r.employee ? undefined : 'text-muted-foreground'}>{r.employee ?? t('notifications.overdue.unassigned')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
