import type { ScoreLedgerEntry } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { LedgerEntries, formatScore } from '~/components/score-ledger/ledger-entries';
import { useLedger } from '~/components/score-ledger/use-ledger';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';

type TaskLedger = { taskId: number; finalScore: number; entries: ScoreLedgerEntry[] };

/** "Why is this task's score X": its ledger, from the task grid's menu. */
export function TaskScoreLedgerDialog({ task, onClose }: { task: { taskId: number; taskName: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, failed } = useLedger<TaskLedger>(task ? `/api/tasks/${task.taskId}/score-ledger` : null);
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('ledger.task-title', { name: task?.taskName ?? '' })}</DialogTitle>
          <DialogDescription>
            {data ? t('ledger.task-description', { score: formatScore(data.finalScore) }) : t('ledger.loading')}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-auto">
          {failed && <p role="alert" className="text-sm text-destructive">{t('common.error')}</p>}
          {data && <LedgerEntries entries={data.entries} caption={t('ledger.task-title', { name: task?.taskName ?? '' })} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
