import * as React from 'react';
import { endpoints, roleLevelLabel, type MonthLedger } from '@studio/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { Delta, LedgerEntries } from '~/components/score-ledger/ledger-entries';
import { displayYmd, formatNumber } from '~/lib/format';
import { useLedger } from '~/components/score-ledger/use-ledger';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { cn } from '~/lib/utils';

/** One line of the month (a task or a penalty); its entries are drawn only once opened (a month may hold thousands). */
function LedgerRow({ summary, entries, caption, latePenaltyPercent, children }: {
  summary: React.ReactNode;
  entries: MonthLedger['tasks'][number]['entries'];
  caption: string;
  latePenaltyPercent?: number;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <details className="rounded-lg border" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {summary}
      </summary>
      {open && (
        <div className="border-t px-3 pb-2">
          <LedgerEntries entries={entries} caption={caption} latePenaltyPercent={latePenaltyPercent} />
          {children}
        </div>
      )}
    </details>
  );
}

type LedgerTaskView = MonthLedger['tasks'][number];

/** The line of one factor of a task's weight (docs/scoring.md "A task's weight"). */
function factorLabel(f: LedgerTaskView['factors'][number], t: TFunction, n: (v: number) => string): string {
  if (f.kind === 'efficiency') return t('ledger.factor.efficiency', { type: t(`tasks.efficiency.${f.type}`) });
  if (f.kind === 'benchmark') return t('ledger.factor.benchmark', { type: t(`tasks.benchmark.${f.type}`) });
  // Decision 057: a creative task counts its type's score, and its type's rate when it met its benchmark.
  if (f.kind === 'creative-score') {
    return t('ledger.factor.creative-score', { type: t(`tasks.creative-type.${f.type}`), score: n(f.score), taskScore: n(f.taskScore) });
  }
  if (f.kind === 'creative-benchmark') return t('ledger.factor.creative-benchmark', { type: t(`tasks.creative-type.${f.type}`) });
  return t('ledger.factor.performance', { user: roleLevelLabel(f.roleLevelUser), project: roleLevelLabel(f.roleLevelProject) });
}

/** Final score x each factor = what the task adds to the month (the totals add these up). */
function LedgerFactors({ task }: { task: LedgerTaskView }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language, { digits: 2 });
  const late = task.entries.some((e) => e.reason === 'decay');
  return (
    <dl aria-label={t('ledger.factors')} className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-md bg-muted/40 px-3 py-2 text-sm">
      <dt>{t('ledger.factor.final')}</dt>
      <dd className="text-right tabular-nums">{n(task.entries.reduce((sum, e) => sum + e.delta, 0))}</dd>
      {task.factors.map((f) => (
        <React.Fragment key={f.kind}>
          <dt>{factorLabel(f, t, n)}</dt>
          <dd className="text-right tabular-nums">× {n(f.scale)}</dd>
        </React.Fragment>
      ))}
      {late && (
        <>
          <dt className="text-muted-foreground">{t('ledger.factor.late', { percent: n(task.latePenaltyPercent) })}</dt>
          <dd />
        </>
      )}
      <dt className="font-semibold">{t('ledger.factor.counts')}</dt>
      <dd className="text-right font-semibold tabular-nums">{n(task.contribution)}</dd>
    </dl>
  );
}

function LedgerTaskRow({ task }: { task: LedgerTaskView }) {
  const { t, i18n } = useTranslation();
  return (
    <LedgerRow
      entries={task.entries}
      caption={task.taskName}
      latePenaltyPercent={task.latePenaltyPercent}
      summary={
        <>
          <span className="font-medium">{task.taskName}</span>
          <span className="text-muted-foreground">{task.projectName} · {task.altId}</span>
          <span className="ml-auto rounded bg-muted px-2 py-0.5 text-xs">{t(`ledger.total.${task.category}`)}</span>
          {task.weight !== 1 && (
            <span className="text-xs tabular-nums text-muted-foreground">
              {formatNumber(task.finalScore, i18n.language, { digits: 2 })} × {formatNumber(task.weight, i18n.language, { digits: 2 })}
            </span>
          )}
          <span className="w-16 text-right font-semibold tabular-nums">{formatNumber(task.contribution, i18n.language, { digits: 2 })}</span>
        </>
      }
    >
      <LedgerFactors task={task} />
    </LedgerRow>
  );
}

/** A penalty of the month: given (its score lowers the month), or taken back (given and removed add up to 0). */
function LedgerPenaltyRow({ penalty }: { penalty: MonthLedger['penalties'][number] }) {
  const { t, i18n } = useTranslation();
  const net = penalty.entries.reduce((sum, e) => sum + e.delta, 0);
  return (
    <LedgerRow
      entries={penalty.entries}
      caption={t('ledger.penalty-caption', { reason: penalty.reason })}
      summary={
        <>
          <span className="tabular-nums text-muted-foreground">{displayYmd(penalty.date)}</span>
          <span className={cn('font-medium', penalty.removed && 'line-through decoration-muted-foreground')}>{penalty.reason}</span>
          {penalty.projectName && <span className="text-muted-foreground">{penalty.projectName}</span>}
          <span className="ml-auto rounded bg-muted px-2 py-0.5 text-xs">
            {penalty.removed
              ? t('ledger.penalty-removed', { score: formatNumber(penalty.score, i18n.language, { digits: 2 }) })
              : t('ledger.penalty-given')}
          </span>
          <span className="w-16 text-right"><Delta value={net} /></span>
        </>
      }
    />
  );
}

/** Tasks drawn at a time: a month may hold thousands. */
const PAGE = 50;

export type MonthLedgerTarget = { employee: string; name: string; month: number; year: number };

/** "Why is my score X": the month's tasks and penalties with their ledgers, totals from the ledger. */
export function MonthScoreLedgerDialog({ target, onClose }: { target: MonthLedgerTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = target ? { employee: target.employee, month: target.month, year: target.year } : null;
  const { data, failed } = useLedger(endpoints.dashboard.scoreLedger, query && { query });
  // A new month or employee starts from the first page.
  const shownKey = query && `${query.employee}/${query.month}/${query.year}`;
  const [shown, setShown] = React.useState(PAGE);
  React.useEffect(() => setShown(PAGE), [shownKey]);
  const title = target ? t('ledger.month-title', { name: target.name, month: String(target.month).padStart(2, '0'), year: target.year }) : '';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('ledger.month-description')}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[65vh] space-y-5 overflow-auto pr-1">
          {failed && <p role="alert" className="text-sm text-destructive">{t('common.error')}</p>}
          {data && (
            <>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {(['success', 'complete', 'inProgress', 'penalty', 'achieved', 'predicted'] as const).map((k) => (
                  <div key={k} className="rounded-lg border bg-muted/30 px-3 py-2">
                    <dt className="text-xs text-muted-foreground">{t(`ledger.total.${k}`)}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{formatNumber(data.totals[k], i18n.language, { digits: 2 })}</dd>
                  </div>
                ))}
              </dl>
              {data.tasks.length === 0 && <p className="text-sm text-muted-foreground">{t('ledger.no-tasks')}</p>}
              {data.tasks.slice(0, shown).map((task) => <LedgerTaskRow key={task.taskId} task={task} />)}
              {data.tasks.length > shown && (
                <Button type="button" variant="outline" className="w-full" onClick={() => setShown((n) => n + PAGE)}>
                  {t('ledger.show-more', { count: Math.min(PAGE, data.tasks.length - shown), total: data.tasks.length })}
                </Button>
              )}
              {data.penalties.length > 0 && (
                <section aria-labelledby="ledger-penalties" className="space-y-2">
                  <h3 id="ledger-penalties" className="text-sm font-semibold">{t('ledger.penalties')}</h3>
                  {data.penalties.map((p) => <LedgerPenaltyRow key={p.id} penalty={p} />)}
                </section>
              )}
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
