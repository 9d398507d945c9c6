// One block per mission (spec 1, Dynamic dashboard), in the order no-bug, team performance,
// work score tester, work score (then marketing work score).
// The component's own module: tremor's index has no sideEffects flag, so importing from it pulls the
// whole chart library (recharts, 800 KB) into the dashboard that every sign-in lands on.
import ProgressCircle from '@tremor/react/dist/components/vis-elements/ProgressCircle/ProgressCircle.js';
import { MissionStatus, MissionType, clampProgress, type MissionResult } from '@studio/domain';
import { Bug, CheckCircle2, Gauge, Users, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { benchmarkMissing, MissingSettingNote } from '~/components/setting-missing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { formatScore } from '~/lib/format';
import { cn } from '~/lib/utils';

import { WorkScoreBar } from './work-score-bar';

const ORDER: number[] = [MissionType.NoBug, MissionType.TeamPerformance, MissionType.WSTester, MissionType.WS, MissionType.WSMkt];

export function sortMissions(missions: readonly MissionResult[]): MissionResult[] {
  return [...missions].sort((a, b) => ORDER.indexOf(a.missionType) - ORDER.indexOf(b.missionType));
}

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone =
    status === MissionStatus.Pass
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
      : status === MissionStatus.PredictPass
        ? 'bg-sky-50 text-sky-800 ring-sky-600/20'
        : 'bg-rose-50 text-rose-800 ring-rose-600/20';
  return (
    <span className={cn('inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', tone)} data-status={status}>
      {t(`dashboard.status.${status}`)}
    </span>
  );
}

function BlockHeader({ mission, icon: Icon }: { mission: MissionResult; icon: typeof Bug }) {
  const { t } = useTranslation();
  return (
    <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0 pb-3">
      <div className="space-y-1">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          {t(`dashboard.mission.${mission.missionType}`)}
        </CardTitle>
        <CardDescription>{t(`dashboard.mission.${mission.missionType}.desc`)}</CardDescription>
      </div>
      <StatusBadge status={mission.missionStatus} />
    </CardHeader>
  );
}

function NoBugBlock({ mission }: { mission: MissionResult }) {
  const { t, i18n } = useTranslation();
  const done = mission.missionStatus !== MissionStatus.NotPass;
  return (
    <Card data-mission="nobug">
      <BlockHeader mission={mission} icon={Bug} />
      <CardContent>
        <div className={cn('flex items-center gap-3 rounded-lg px-4 py-3', done ? 'bg-emerald-50 text-emerald-800' : 'bg-rose-50 text-rose-800')}>
          {done ? <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> : <XCircle className="h-5 w-5" aria-hidden="true" />}
          <span className="text-sm font-medium">{t(done ? 'dashboard.nobug.done' : 'dashboard.nobug.failed')}</span>
          {!done ? (
            <span className="ml-auto text-xs tabular-nums">
              {t('dashboard.nobug.penalty', { score: formatScore(mission.missionResults.penalty.scoreDouble, i18n.language) })}
            </span>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function TeamBlock({ mission }: { mission: MissionResult }) {
  const { t, i18n } = useTranslation();
  const percent = mission.missionBenchmarks.performance;
  const goal = Math.round((mission.missionBenchmarks.performanceStates[0]?.percent ?? 1) * 1000) / 10;
  const current = mission.missionResults.flattenEmployees.reduce((s, e) => s + e.current, 0);
  const fmt = (v: number) => formatScore(v, i18n.language);
  return (
    <Card data-mission="team">
      <BlockHeader mission={mission} icon={Users} />
      <CardContent className="flex flex-wrap items-center gap-6">
        <ProgressCircle value={clampProgress(percent)} size="lg" color={percent >= goal ? 'emerald' : 'amber'} aria-hidden="true">
          <span className="text-sm font-semibold tabular-nums text-foreground" data-testid="team-percent">{fmt(percent)}%</span>
        </ProgressCircle>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('dashboard.team.goal')}</dt>
          <dd className="font-medium tabular-nums">{fmt(goal)}%</dd>
          <dt className="text-muted-foreground">{t('dashboard.team.current')}</dt>
          <dd className="font-medium tabular-nums">{fmt(current)}</dd>
          <dt className="text-muted-foreground">{t('dashboard.team.benchmark')}</dt>
          <dd className="font-medium tabular-nums">{fmt(mission.missionBenchmarks.score)}</dd>
          <dt className="text-muted-foreground">{t('dashboard.team.members')}</dt>
          <dd className="font-medium tabular-nums">{mission.missionResults.flattenEmployees.length}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function WorkScoreBlock({ mission }: { mission: MissionResult }) {
  const { t, i18n } = useTranslation();
  const r = mission.missionResults;
  const fmt = (v: number) => formatScore(v, i18n.language);
  const figures = [
    ['dashboard.ws.legend.success', r.success.scoreDouble],
    ['dashboard.ws.legend.complete', r.complete.scoreDouble],
    ['dashboard.ws.legend.inProgress', r.inProgress.scoreDouble],
    ['dashboard.ws.legend.penalty', r.penalty.scoreDouble],
    ['dashboard.ws.benchmark', mission.missionBenchmarks.score],
  ] as const;
  return (
    <Card data-mission={`ws-${mission.missionType}`}>
      <BlockHeader mission={mission} icon={Gauge} />
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg border bg-muted/30 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t(label)}</dt>
              <dd className="mt-0.5 text-base font-semibold tabular-nums">{fmt(value)}</dd>
            </div>
          ))}
        </dl>
        {mission.missionBenchmarks.score > 0 ? (
          <WorkScoreBar mission={mission} />
        ) : (
          <MissingSettingNote setting={benchmarkMissing(t, r.flattenEmployees[0]?.role)} />
        )}
      </CardContent>
    </Card>
  );
}

export function MissionBlock({ mission }: { mission: MissionResult }) {
  if (mission.missionType === MissionType.NoBug) return <NoBugBlock mission={mission} />;
  if (mission.missionType === MissionType.TeamPerformance) return <TeamBlock mission={mission} />;
  return <WorkScoreBlock mission={mission} />;
}
