// The work-score bar (spec 1, Dynamic dashboard): approved, exceed performance, complete, in progress and
// penalties against the benchmark, with the minimum, warning and objective lines. Geometry: barLayout
// of the score model (libs/domain/src/scoring), so the widths are the unit-tested ones.
import * as React from 'react';
import { barLayout, type BarSegment, type MissionResult, type PerformanceStatePercent } from '@studio/domain';
import { useTranslation } from 'react-i18next';

import { cn } from '~/lib/utils';
import { formatScore } from '~/lib/format';

// Dark enough for white figures (4.5:1), amber with dark figures.
const SEGMENT_CLASS: Record<BarSegment['key'], string> = {
  success: 'bg-emerald-700 text-white',
  exceed: 'bg-violet-700 text-white',
  complete: 'bg-sky-700 text-white',
  inProgress: 'bg-amber-400 text-amber-950',
  penalty: 'bg-rose-700 text-white',
};

const LEGEND: { key: BarSegment['key']; swatch: string }[] = [
  { key: 'exceed', swatch: 'bg-violet-700' },
  { key: 'success', swatch: 'bg-emerald-700' },
  { key: 'complete', swatch: 'bg-sky-700' },
  { key: 'inProgress', swatch: 'bg-amber-400' },
  { key: 'penalty', swatch: 'bg-rose-700' },
];

const MARKER_CLASS = { minimum: 'bg-rose-900', warning: 'bg-amber-700', objective: 'bg-slate-900' } as const;

function percentLabel(states: readonly PerformanceStatePercent[], type: number): number {
  return Math.round((states.find((s) => s.type === type)?.percent ?? 0) * 1000) / 10;
}

export function WorkScoreBar({ mission }: { mission: MissionResult }) {
  const { t, i18n } = useTranslation();
  const id = React.useId();
  const r = mission.missionResults;
  const scores = { success: r.success.scoreDouble, complete: r.complete.scoreDouble, inProgress: r.inProgress.scoreDouble, penalty: r.penalty.scoreDouble };
  const benchmark = mission.missionBenchmarks.score;
  const states = mission.missionBenchmarks.performanceStates;
  const bar = barLayout(scores, benchmark, states);
  const fmt = (v: number, digits = 2) => formatScore(v, i18n.language, digits);
  const percentOf = { minimum: percentLabel(states, 4), warning: percentLabel(states, 3), objective: percentLabel(states, 2) };

  return (
    <div className="space-y-3">
      <div className="relative pt-9" data-testid="work-score-bar">
        {bar.markers.map((m) => (
          <span key={m.key} className="group absolute top-0 z-10 -translate-x-1/2" style={{ left: `${m.labelAt}%` }}>
            <button
              type="button"
              className="whitespace-nowrap rounded-md border bg-background px-1.5 py-0.5 text-[11px] font-medium tabular-nums text-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-describedby={`${id}-${m.key}`}
              data-marker={m.key}
            >
              {t(`dashboard.ws.marker.${m.key}`)} {fmt(m.value)}
            </button>
            <span
              role="tooltip"
              id={`${id}-${m.key}`}
              className="pointer-events-none invisible absolute left-1/2 top-full z-20 mt-1 w-64 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              {t(`dashboard.ws.tooltip.${m.key}`, { percent: percentOf[m.key], score: fmt(m.value, 3) })}
            </span>
          </span>
        ))}
        <div
          className="relative flex h-9 w-full overflow-hidden rounded-lg bg-muted"
          role="img"
          aria-label={t('dashboard.ws.bar-label', {
            success: fmt(scores.success), complete: fmt(scores.complete), inProgress: fmt(scores.inProgress), penalty: fmt(scores.penalty), benchmark: fmt(benchmark),
          })}
        >
          {bar.segments.map((s) => (
            <div
              key={s.key}
              data-segment={s.key}
              className={cn('flex h-full items-center justify-center overflow-hidden text-xs font-semibold tabular-nums', SEGMENT_CLASS[s.key])}
              style={{ width: `${s.width}%` }}
              title={`${t(`dashboard.ws.legend.${s.key}`)}: ${fmt(s.value, 3)}`}
            >
              {s.labelled ? fmt(s.value) : null}
            </div>
          ))}
          {bar.markers.map((m) => (
            <span key={m.key} aria-hidden="true" className={cn('absolute inset-y-0 w-0.5', MARKER_CLASS[m.key])} style={{ left: `${m.at}%` }} />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-[11px] tabular-nums text-muted-foreground">
          <span>0</span>
          <span>{fmt(bar.scaleMax)}</span>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-muted-foreground" aria-label={t('dashboard.ws.legend')}>
        {LEGEND.map((l) => (
          <li key={l.key} className="inline-flex items-center gap-1.5">
            <span className={cn('h-2.5 w-2.5 rounded-sm', l.swatch)} aria-hidden="true" />
            {t(`dashboard.ws.legend.${l.key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
