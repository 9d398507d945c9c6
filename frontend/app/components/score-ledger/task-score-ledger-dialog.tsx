import { endpoints } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { LedgerEntries } from '~/components/score-ledger/ledger-entries';
import { formatNumber } from '~/lib/format';
import { useLedger } from '~/components/score-ledger/use-ledger';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';

/** "Why is this task's score X": its ledger, from the task grid's menu. */
export function TaskScoreLedgerDialog({ task, onClose }: { task: { taskId: number; taskName: string } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failed } = useLedger(endpoints.tasks.scoreLedger, task ? { params: { taskId: task.taskId } } : null);
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('ledger.task-title', { name: task?.taskName ?? '' })}</DialogTitle>
          <DialogDescription>
            {data ? t('ledger.task-description', { score: formatNumber(data.finalScore, i18n.language, { digits: 2 }) }) : t('ledger.loading')}
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
