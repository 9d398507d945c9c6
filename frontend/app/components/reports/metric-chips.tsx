// The eight summary chips of the project report; hovering (or focusing) one shows, for the most
// recent days of the range, the top 5 projects of that day by the chip's metric.
import { useTranslation } from 'react-i18next';

import { METRICS, metricText, shortDate, topPerDay, type ProjectReport, type Totals } from '~/components/reports/report-model';
import { cn } from '~/lib/utils';

/** Days listed in a chip's hover panel (newest first): a 3 x 3 grid stays on screen. */
const HOVER_DAYS = 9;

export function MetricChips({ totals, reports }: { totals: Totals; reports: readonly ProjectReport[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8" aria-label={t('reports.summary')}>
      {METRICS.map((m) => {
        const days = topPerDay(reports, m).slice(0, HOVER_DAYS);
        const tipId = `chip-${m}-tip`;
        return (
          <li key={m} className="group relative">
            <button
              type="button"
              aria-describedby={tipId}
              className="flex w-full flex-col items-start rounded-lg border bg-card px-3 py-2 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="text-xs font-medium text-muted-foreground">{t(`reports.metric.${m}`)}</span>
              <span className={cn('text-base font-semibold tabular-nums', m === 'profit' && totals.profit < 0 && 'text-red-700')}>
                {metricText(m, totals[m], lang, true)}
              </span>
            </button>
            <div
              id={tipId}
              role="tooltip"
              className="invisible absolute left-0 top-full z-30 mt-1 w-[34rem] max-w-[90vw] rounded-lg border bg-popover p-3 text-popover-foreground opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              <p className="mb-2 text-xs font-semibold">{t('reports.top-per-day', { metric: t(`reports.metric.${m}`) })}</p>
              {days.length ? (
                <div className="grid grid-cols-3 gap-3">
                  {days.map((d) => (
                    <div key={d.date} className="min-w-0 text-xs">
                      <p className="font-medium">{shortDate(d.date)}</p>
                      <ol className="space-y-0.5">
                        {d.top.map((p, i) => (
                          <li key={i} className="flex justify-between gap-2">
                            <span className="truncate text-muted-foreground">{p.name}</span>
                            <span className="tabular-nums">{metricText(m, p.value, lang, true)}</span>
                          </li>
                        ))}
                      </ol>
                    </div>
                  ))}
                </div>
              ) : <p className="text-xs text-muted-foreground">{t('reports.no-data')}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
