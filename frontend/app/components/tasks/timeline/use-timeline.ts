import * as React from 'react';
import { useSearchParams } from '@remix-run/react';
import type { EffectivePermission } from '@studio/domain';

import type { Task } from '~/components/tasks/task-model';
import { todayYmd } from '~/components/tasks/task-model';
import { monthOf, monthParam, monthRange, parseMonthParam, shiftMonth } from '~/components/tasks/timeline/timeline-model';
import type { YearMonth } from '@studio/domain';
import { useList } from '~/components/tasks/use-task-list';
import { hasPermission } from '~/lib/permissions';

/** The month shown (query ?month=YYYY-MM, this month by default) and its tasks. */
export function useTimeline(scope: string | null) {
  const [params, setParams] = useSearchParams();
  const today = todayYmd();
  const month = parseMonthParam(params.get('month')) ?? monthOf(today);
  const { from, to } = monthRange(month);
  const path = scope ? `/api/timeline?${scope}&from=${from}&to=${to}` : null;
  const { items, reload, loading } = useList<Task>(path, 'tasks');

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
