import type { ScoreLedgerEntry } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { displayInstant, formatNumber } from '~/lib/format';
import { cn } from '~/lib/utils';


export function Delta({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const score = (n: number) => formatNumber(n, i18n.language, { digits: 2 });
  return (
    <span className={cn('font-medium tabular-nums', value > 0 ? 'text-emerald-700' : value < 0 ? 'text-rose-700' : 'text-muted-foreground')}>
      {value > 0 ? '+' : value < 0 ? '−' : ''}
      {score(Math.abs(value))}
    </span>
  );
}

/** One task's ledger: when, why, from what to what, by whom. */
export function LedgerEntries({ entries, caption, latePenaltyPercent }: {
  entries: readonly ScoreLedgerEntry[];
  caption: string;
  /** The late penalty of the task's role, percent a day: the decay rows name it (role-penalties). */
  latePenaltyPercent?: number;
}) {
  const { t, i18n } = useTranslation();
  const score = (n: number) => formatNumber(n, i18n.language, { digits: 2 });
  return (
    <Table aria-label={caption}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('ledger.when')}</TableHead>
          <TableHead>{t('ledger.reason')}</TableHead>
          <TableHead className="text-right">{t('ledger.change')}</TableHead>
          <TableHead className="text-right">{t('ledger.score')}</TableHead>
          <TableHead>{t('ledger.by')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{displayInstant(String(e.at))}</TableCell>
            <TableCell>
              {e.reason === 'decay' && latePenaltyPercent !== undefined
                ? t('ledger.reason.decay-rate', { percent: formatNumber(latePenaltyPercent, i18n.language, { digits: 2 }) })
                : t(`ledger.reason.${e.reason}`)}
            </TableCell>
            <TableCell className="text-right"><Delta value={e.delta} /></TableCell>
            <TableCell className="text-right tabular-nums">
              <span className="text-muted-foreground">{score(e.scoreBefore)} → </span>
              {score(e.scoreAfter)}
            </TableCell>
            <TableCell>{e.actorName ?? t(e.reason === 'decay' ? 'ledger.by-job' : 'ledger.by-nobody')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

