import { useTranslation } from 'react-i18next';
import type { ImportAction, ImportSummary } from '@studio/domain';

import { Badge, type BadgeProps } from '~/components/ui/badge';
import { formatNumber } from '~/lib/format';
import { cn } from '~/lib/utils';

import { IMPORT_ACTIONS } from './import-model';

const TONE: Readonly<Record<ImportAction, string>> = {
  create: 'text-emerald-700',
  update: 'text-amber-700',
  unchanged: 'text-foreground',
  error: 'text-red-700',
};

const DOT: Readonly<Record<ImportAction, string>> = {
  create: 'bg-emerald-500',
  update: 'bg-amber-500',
  unchanged: 'bg-slate-400',
  error: 'bg-red-500',
};

/**
 * The four counts of an answer. `tense` chooses the labels: what a dry run would do, or what
 * an import did (its error rows were skipped).
 */
export function ImportSummaryTiles({ summary, tense }: { summary: ImportSummary; tense: 'dry-run' | 'done' }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-summary={tense}>
      {IMPORT_ACTIONS.map((action) => (
        <div key={action} className="rounded-lg border bg-background px-4 py-3" data-action={action}>
          <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
            <span className={cn('h-2 w-2 rounded-full', DOT[action])} aria-hidden="true" />
            {t(`import.summary.${tense}.${action}`)}
          </dt>
          <dd className={cn('mt-1 text-2xl font-semibold tabular-nums', summary[action] ? TONE[action] : 'text-muted-foreground')}>
            {formatNumber(summary[action], i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const BADGE: Readonly<Record<ImportAction, BadgeProps['variant']>> = {
  create: 'success',
  update: 'warning',
  unchanged: 'muted',
  error: 'destructive',
};

/** A row's verdict as a badge. */
export function ActionTag({ action }: { action: ImportAction }) {
  const { t } = useTranslation();
  return (
    <Badge variant={BADGE[action]} className="whitespace-nowrap">
      {t(`import.action.${action}`)}
    </Badge>
  );
}
