import * as React from 'react';
import { useSearchParams } from '@remix-run/react';
import { endpoints, type EffectivePermission } from '@studio/domain';

import type { Task } from '~/components/tasks/task-model';
import { todayYmd } from '~/components/tasks/task-model';
import { monthOf, monthParam, monthRange, parseMonthParam, shiftMonth } from '~/components/tasks/timeline/timeline-model';
import type { YearMonth } from '@studio/domain';
import { listRequest, useList } from '~/components/tasks/use-task-list';
import { hasPermission } from '~/lib/permissions';

/** Whose tasks a timeline shows: a project's or an employee's. */
export type TimelineScope = { project: number } | { employee: string };

/** The month shown (query ?month=YYYY-MM, this month by default) and its tasks. */
export function useTimeline(scope: TimelineScope | null) {
  const [params, setParams] = useSearchParams();
  const today = todayYmd();
  const month = parseMonthParam(params.get('month')) ?? monthOf(today);
  const { from, to } = monthRange(month);
  const { items, reload, loading } = useList(scope ? listRequest(endpoints.tasks.timeline, 'tasks', { query: { ...scope, from, to } }) : null);

  const setMonth = React.useCallback(
    (next: YearMonth | null) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set('month', monthParam(next));
          else p.delete('month');
          return p;
        },
        { preventScrollReset: true, replace: true },
      ),
    [setParams],
  );

  return {
    month,
    today,
    tasks: items,
    loading,
    reload,
    shift: (by: number) => setMonth(shiftMonth(month, by)),
    thisMonth: () => setMonth(null),
  };
}

/**
 * Who may mark a Completed task Success or Failure: Task.Edit.FinalStatus on its
 * project, and for someone else's task the manager's Task.Edit.Employee too.
 */
export function canReviewWith(perms: readonly EffectivePermission[] | undefined, task: Task, meId: string): boolean {
  if (!perms) return false;
  return hasPermission(perms, 'Task.Edit.FinalStatus') && (task.employee === meId || hasPermission(perms, 'Task.Edit.Employee'));
}
