// Four 7-day cards (Cost, Revenue, Profit, ROAS): the last day's value, its change from the day
// before, and a Tremor line chart of the last 7 days of the range.
import { LineChart } from '@tremor/react';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { dayOverDay, lastDays, metricText, shortDate, type DayTotals, type Metric } from '~/components/reports/report-model';
import type { ChartColor } from '~/lib/chart-colors';
import { cn } from '~/lib/utils';

const CARDS: { metric: Metric; key: string; color: ChartColor }[] = [
  { metric: 'totalCost', key: 'cost', color: 'rose' },
  { metric: 'totalRevenue', key: 'revenue', color: 'blue' },
  { metric: 'profit', key: 'profit', color: 'emerald' },
  { metric: 'roi', key: 'roas', color: 'violet' },
];

export function TrendCards({ days }: { days: readonly DayTotals[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const week = lastDays(days, 7);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ metric, key, color }) => {
        const name = t(`reports.card.${key}`);
        const last = week[week.length - 1];
        const before = week[week.length - 2];
        const change = last && before ? dayOverDay(last[metric], before[metric]) : null;
        const data = week.map((d) => ({ day: shortDate(d.date), [name]: d[metric] }));
        return (
          <section key={key} className="rounded-lg border bg-card p-4 shadow-sm" aria-label={name}>
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 className="text-sm font-medium text-muted-foreground">{name}</h3>
                <p className="text-xl font-semibold tabular-nums">{last ? metricText(metric, last[metric], lang, true) : '–'}</p>
              </div>
              <span
                className={cn(
                  'inline-flex items-center gap-0.5 rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums',
                  change === null ? 'bg-muted text-muted-foreground' : change >= 0 ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
                )}
                title={t('reports.day-over-day')}
              >
                {change === null ? null : change >= 0 ? <ArrowUpRight className="h-3 w-3" aria-hidden="true" /> : <ArrowDownRight className="h-3 w-3" aria-hidden="true" />}
                {change === null ? t('reports.no-change') : `${change > 0 ? '+' : ''}${change}%`}
                <span className="sr-only"> {t('reports.day-over-day')}</span>
              </span>
            </div>
            <LineChart
              className="mt-3 h-28"
              data={data}
              index="day"
              categories={[name]}
              colors={[color]}
              valueFormatter={(v: number) => metricText(metric, v, lang, true)}
              showLegend={false}
              showYAxis={false}
              showGridLines={false}
              curveType="monotone"
              autoMinValue
            />
          </section>
        );
      })}
    </div>
  );
}
