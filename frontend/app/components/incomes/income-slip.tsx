// A readable slip: the income's type, settlement date and its lines, the amount paid last.
import { useTranslation } from 'react-i18next';

import { incomeTypeKey, showDate, slipLines, type Income } from '~/components/incomes/income-model';
import { cn } from '~/lib/utils';

export function IncomeSlip({
  income,
  projects,
  heading = true,
  className,
}: {
  income: Income;
  projects: ReadonlyMap<number, string>;
  /** Show the type and date as a heading (the profile); the list row already shows them. */
  heading?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const lines = slipLines(income, t, i18n.language, projects);
  return (
    <article
      className={cn('rounded-lg border bg-card p-4 shadow-[0_1px_2px_rgba(16,24,40,0.04)]', className)}
      aria-label={t('income.slip-aria', { type: t(incomeTypeKey(income.type)), date: showDate(income.date) })}
      data-income={income.id}
    >
      {heading ? (
        <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2 border-b pb-3">
          <h3 className="text-base font-semibold">{t(incomeTypeKey(income.type))}</h3>
          <p className="text-sm text-muted-foreground">
            {t('income.settled-on', { date: showDate(income.date) })}
          </p>
        </header>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="text-muted-foreground">{line.label}</dt>
            <dd className={cn('tabular-nums', line.strong && 'font-semibold text-foreground')}>{line.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
