// A horizontal month timeline of tasks (spec 1 change notes: per employee and per
// project, Planning tasks hidden; a manager marks Completed tasks Success or Failure).
import * as React from 'react';
import * as Popover from '@radix-ui/react-popover';
import { TaskStatus, weekdayOf, ymdOf } from '@studio/domain';
import { CalendarX2, ChevronLeft, ChevronRight, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { planCellEdit, sendPatch } from '~/components/tasks/task-edits';
import {
  displayInstantDay,
  displayYmd,
  roleName,
  rowTone,
  ROW_BACKGROUND,
  statusKey,
  SUDDEN_UNDERLINE,
  TONE_ACCENT,
  isUnfinishedSudden,
  type Task,
} from '~/components/tasks/task-model';
import { barBox, monthRange, taskSpan } from '~/components/tasks/timeline/timeline-model';
import type { YearMonth } from '@studio/domain';
import { Button } from '~/components/ui/button';
import { formatScore } from '~/lib/format';
import { cn } from '~/lib/utils';

export type TimelineGroup = { key: string; label: string; tasks: Task[] };

export function MonthNav({ month, onChange, onToday }: { month: YearMonth; onChange: (by: number) => void; onToday: () => void }) {
  const { t, i18n } = useTranslation();
  const label = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  return (
    <div className="flex items-center gap-1.5">
      <Button variant="outline" size="icon-sm" onClick={() => onChange(-1)} aria-label={t('tasks.timeline.previous')} title={t('tasks.timeline.previous')}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p className="min-w-[9.5rem] text-center text-sm font-medium capitalize tabular-nums" aria-live="polite" data-month-label>
        {label}
      </p>
      <Button variant="outline" size="icon-sm" onClick={() => onChange(1)} aria-label={t('tasks.timeline.next')} title={t('tasks.timeline.next')}>
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" onClick={onToday}>
        {t('tasks.timeline.this-month')}
      </Button>
    </div>
  );
}

export function Timeline({
  groups,
  month,
  today,
  subtitleOf,
  canReview,
  onChanged,
  me,
}: {
  groups: TimelineGroup[];
  month: YearMonth;
  today: number;
  /** The second line of a bar's popover (project name or employee name). */
  subtitleOf: (task: Task) => string;
  canReview: (task: Task) => boolean;
  onChanged: () => void;
  me: { role: number };
}) {
  const { t } = useTranslation();
  const { days } = monthRange(month);
  const dayList = Array.from({ length: days }, (_, i) => ymdOf(month.year, month.month, i + 1));
  const [confirmFailure, setConfirmFailure] = React.useState<Task | null>(null);

  async function review(task: Task, status: number) {
    const plan = await planCellEdit(task, 'status', status, me.role);
    if (plan.kind === 'error') {
      toast.error(t(plan.code));
      return;
    }
    if (plan.kind === 'skip') return;
    const updated = await sendPatch(task.taskId, plan.patch);
    if (!updated) return;
    toast.success(t(status === TaskStatus.Success ? 'tasks.timeline.marked-success' : 'tasks.timeline.marked-failure'));
    onChanged();
  }

  const weekend = (ymd: number) => {
    const d = weekdayOf(ymd);
    return d === 0 || d === 6;
  };

  if (!groups.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border bg-card py-16 text-muted-foreground">
        <CalendarX2 className="h-5 w-5" aria-hidden="true" />
        <p className="text-sm">{t('tasks.timeline.empty')}</p>
      </div>
    );
  }

  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="min-w-[960px]" role="table" aria-label={t('tasks.timeline.title')}>
        {/* Day header */}
        <div className="sticky top-0 z-10 flex border-b bg-muted/40" role="row">
          <div className="w-56 shrink-0 border-r px-4 py-2 text-xs font-semibold text-muted-foreground" role="columnheader">
            {t('tasks.timeline.group')}
          </div>
          <div className="grid flex-1" style={{ gridTemplateColumns: `repeat(${days}, minmax(0, 1fr))` }} role="columnheader">
            {dayList.map((d) => (
              <div
                key={d}
                className={cn(
                  'border-r py-1.5 text-center text-[11px] tabular-nums text-muted-foreground last:border-r-0',
                  weekend(d) && 'bg-muted/60',
                  d === today && 'bg-primary/10 font-semibold text-primary',
                )}
              >
                {d % 100}
              </div>
            ))}
          </div>
        </div>

        {groups.map((group) => (
          <div key={group.key} className="flex border-b last:border-b-0" role="row" data-group={group.key}>
            <div className="w-56 shrink-0 border-r px-4 py-3" role="rowheader">
              <p className="truncate text-sm font-medium">{group.label}</p>
              <p className="text-xs text-muted-foreground">{t('tasks.timeline.task-count', { count: group.tasks.length })}</p>
            </div>
            <div className="relative flex-1 py-2" role="cell">
              {/* Day stripes */}
              <div className="pointer-events-none absolute inset-0 grid" style={{ gridTemplateColumns: `repeat(${days}, minmax(0, 1fr))` }} aria-hidden="true">
                {dayList.map((d) => (
                  <div key={d} className={cn('border-r border-border/50 last:border-r-0', weekend(d) && 'bg-muted/40', d === today && 'bg-primary/5')} />
                ))}
              </div>
              <div className="relative space-y-1.5">
                {group.tasks.map((task) => {
                  const box = barBox(taskSpan(task, today), month);
                  if (!box) return null;
                  const tone = rowTone(task, today);
                  return (
                    <div key={task.taskId} className="relative h-7">
                      <Popover.Root>
                        <Popover.Trigger asChild>
                          <button
                            type="button"
                            data-task={task.taskId}
                            data-status={task.status}
                            className={cn(
                              'absolute inset-y-0 flex items-center overflow-hidden border px-2 text-left text-xs font-medium text-slate-800 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                              box.clippedStart ? 'rounded-l-none' : 'rounded-l-md',
                              box.clippedEnd ? 'rounded-r-none' : 'rounded-r-md',
                            )}
                            style={{
                              left: `${box.left}%`,
                              width: `max(${box.width}%, 1.75rem)`,
                              backgroundColor: ROW_BACKGROUND[tone] === '#ffffff' ? '#f1f5f9' : ROW_BACKGROUND[tone],
                              borderColor: TONE_ACCENT[tone],
                              borderLeftWidth: box.clippedStart ? 1 : 4,
                              boxShadow: isUnfinishedSudden(task) ? `inset 0 -2px 0 ${SUDDEN_UNDERLINE}` : undefined,
                            }}
                            aria-label={`${task.taskName} · ${t(statusKey(task.status))}`}
                          >
                            <span className="truncate">{task.taskName}</span>
                          </button>
                        </Popover.Trigger>
                        <Popover.Portal>
                          <Popover.Content
                            side="bottom"
                            align="start"
                            sideOffset={6}
                            collisionPadding={12}
                            className="z-50 w-80 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0"
                            aria-label={task.taskName}
                          >
                            <TaskCard task={task} subtitle={subtitleOf(task)} today={today} />
                            {task.status === TaskStatus.Completed && canReview(task) ? (
                              <div className="mt-4 flex gap-2 border-t pt-3">
                                <Popover.Close asChild>
                                  <Button size="sm" className="flex-1 bg-emerald-600 hover:bg-emerald-600/90" onClick={() => void review(task, TaskStatus.Success)}>
                                    <CircleCheck aria-hidden="true" />
                                    {t('tasks.timeline.mark-success')}
                                  </Button>
                                </Popover.Close>
                                <Popover.Close asChild>
                                  <Button size="sm" variant="outline" className="flex-1 text-red-700 hover:text-red-700" onClick={() => setConfirmFailure(task)}>
                                    <CircleX aria-hidden="true" />
                                    {t('tasks.timeline.mark-failure')}
                                  </Button>
                                </Popover.Close>
                              </div>
                            ) : null}
                          </Popover.Content>
                        </Popover.Portal>
                      </Popover.Root>
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
        ))}
      </div>
      <ConfirmDialog
        open={confirmFailure !== null}
        onOpenChange={(open) => !open && setConfirmFailure(null)}
        title={t('tasks.failure.title')}
        description={t('tasks.failure.confirm')}
        confirmLabel={t('tasks.failure.action')}
        destructive
        onConfirm={async () => {
          if (confirmFailure) await review(confirmFailure, TaskStatus.Failure);
        }}
      />
    </div>
  );
}

function TaskCard({ task, subtitle, today }: { task: Task; subtitle: string; today: number }) {
  const { t, i18n } = useTranslation();
  const tone = rowTone(task, today);
  const rows: [string, string][] = [
    [t('tasks.col.role'), roleName(task.role, t('role.none'))],
    [t('tasks.col.score'), formatScore(task.score, i18n.language)],
    [t('tasks.col.start-date'), displayInstantDay(task.startDate) || '—'],
    [t('tasks.col.deadline'), displayYmd(task.deadline) || '—'],
    [t('tasks.col.end-date'), displayInstantDay(task.endDate) || '—'],
  ];
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <p className="text-sm font-semibold leading-snug">{task.taskName}</p>
        <p className="text-xs text-muted-foreground">{subtitle}</p>
      </div>
      <span
        className="inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs font-medium"
        style={{ backgroundColor: ROW_BACKGROUND[tone], borderColor: `${TONE_ACCENT[tone]}66` }}
      >
        <span className="h-1.5 w-1.5 rounded-full" style={{ backgroundColor: TONE_ACCENT[tone] }} aria-hidden="true" />
        {tone === 'overdue' ? t('tasks.legend.overdue') : t(statusKey(task.status))}
      </span>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
        {rows.map(([label, value]) => (
          <React.Fragment key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </React.Fragment>
        ))}
      </dl>
    </div>
  );
}
