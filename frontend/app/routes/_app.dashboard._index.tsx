// Dynamic dashboard (spec 1 'Dynamic dashboard'): the picked employee's missions of a month (MM/YYYY),
// the viewable-employee picker grouped by role for Dashboard.Benchmark holders, the contract-rule
// flag (two consecutive months below the minimum), the first-run checklist (decision 033) for those
// who may act on one of its steps, and the quick links of the former welcome page.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigate, useNavigation, useRevalidator } from '@remix-run/react';
import { endpoints, roleTagName, showSetupChecklist, toYmd, type SetupChecklist, type ViewableEmployee } from '@studio/domain';
import { AlertTriangle, ArrowUpRight, ChevronLeft, ChevronRight, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { MissionBlock, sortMissions } from '~/components/dashboard/mission-blocks';
import { MonthScoreLedgerDialog, type MonthLedgerTarget } from '~/components/score-ledger/month-score-ledger-dialog';
import { ReopenSetupChecklist, SetupChecklistCard } from '~/components/setup/setup-checklist-card';
import { GeneralErrorBoundary } from '~/components/error-view';
import { useLiveRevalidate } from '~/components/live/use-live';
import { PageContainer } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '~/components/ui/select';
import { loadResult, requireUser } from '~/lib/api.server';
import { useAppData } from '~/lib/app-data';
import { pageTitle } from '~/lib/meta';
import { DASHBOARD_LINKS, dashboardLabel, visibleEntries } from '~/lib/navigation';
import { getPermissions, hasPermission } from '~/lib/permissions';
import { cn } from '~/lib/utils';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'dashboard.title');

function parseMonth(value: string | null, fallback: { month: number; year: number }) {
  const m = /^(\d{1,2})\/(\d{4})$/.exec(value ?? '');
  if (!m) return fallback;
  const month = Number(m[1]);
  const year = Number(m[2]);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 9999 ? { month, year } : fallback;
}

const mmYyyy = (p: { month: number; year: number }) => `${String(p.month).padStart(2, '0')}/${p.year}`;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context);
  const url = new URL(request.url);
  const today = toYmd(new Date());
  const picked = parseMonth(url.searchParams.get('month'), { month: Math.floor(today / 100) % 100, year: Math.floor(today / 10000) });
  const canPick = hasPermission(await getPermissions(context), 'Dashboard.Benchmark');
  const employee = (canPick && url.searchParams.get('employee')) || user.id;
  const q = { month: picked.month, year: picked.year };
  const [score, viewable, below, setup] = await Promise.all([
    loadResult(context, endpoints.dashboard.workScore, { query: { employee, ...q } }),
    canPick ? loadResult(context, endpoints.dashboard.viewableEmployees) : Promise.resolve(null),
    loadResult(context, endpoints.dashboard.belowMinimum, { query: q }),
    loadResult(context, endpoints.setupChecklist.checklist),
  ]);
  return {
    me: user.id,
    employee,
    picked,
    forbidden: score.status === 403,
    missions: score.status < 300 ? sortMissions(score.data.missions) : [],
    viewable: viewable && viewable.status < 300 ? viewable.data.employees : [],
    below: below.status < 300 ? below.data : { months: [], employees: [] },
    setup: setup.status < 300 ? setup.data.checklist : null,
  };
}

function MonthPicker({ value, onChange }: { value: { month: number; year: number }; onChange: (v: { month: number; year: number }) => void }) {
  const { t } = useTranslation();
  const [text, setText] = React.useState(mmYyyy(value));
  React.useEffect(() => setText(mmYyyy(value)), [value]);
  const step = (n: number) => {
    const index = value.year * 12 + value.month - 1 + n;
    onChange({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  const commit = () => {
    const next = parseMonth(text.trim(), value);
    if (next.month !== value.month || next.year !== value.year) onChange(next);
    else setText(mmYyyy(value));
  };
  return (
    <div className="flex items-center gap-1">
      <Button type="button" variant="outline" size="icon" className="h-9 w-9" onClick={() => step(-1)} aria-label={t('dashboard.month.previous')}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Input
        aria-label={t('dashboard.month.label')}
        className="h-9 w-24 text-center tabular-nums"
        value={text}
        placeholder="MM/YYYY"
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <Button type="button" variant="outline" size="icon" className="h-9 w-9" onClick={() => step(1)} aria-label={t('dashboard.month.next')}>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function EmployeePicker({ employees, value, onChange }: { employees: ViewableEmployee[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const groups = React.useMemo(() => {
    const byRole = new Map<number, ViewableEmployee[]>();
    for (const e of employees) byRole.set(e.role, [...(byRole.get(e.role) ?? []), e]);
    return [...byRole.entries()].sort(([a], [b]) => roleTagName(a).localeCompare(roleTagName(b)));
  }, [employees]);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="h-9 w-64" aria-label={t('dashboard.employee-picker')}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {groups.map(([role, list]) => (
          <SelectGroup key={role}>
            <SelectLabel>{roleTagName(role)}</SelectLabel>
            {list.map((e) => (
              <SelectItem key={e.id} value={e.id}>
                {e.name || e.id}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}

export default function DynamicDashboard() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  // The viewed employee's score moved (a task, a penalty): the missions follow.
  useLiveRevalidate({ topics: ['scores'], scores: data.employee });
  const { user, permissions } = useAppData();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const view = dashboardLabel(permissions);
  const links = visibleEntries(DASHBOARD_LINKS, permissions);
  const go = (next: { employee?: string; picked?: { month: number; year: number } }) => {
    const params = new URLSearchParams();
    const employee = next.employee ?? data.employee;
    if (employee !== data.me) params.set('employee', employee);
    params.set('month', mmYyyy(next.picked ?? data.picked));
    navigate(`?${params.toString()}`, { preventScrollReset: true });
  };
  const [ledger, setLedger] = React.useState<MonthLedgerTarget | null>(null);
  const viewed = data.viewable.find((e) => e.id === data.employee);
  const viewedName = data.employee === data.me ? `${user.lastName} ${user.firstName}`.trim() : viewed?.name ?? '';
  const viewedFlagged = data.below.employees.some((e) => e.id === data.employee);
  const othersFlagged = data.below.employees.filter((e) => e.id !== data.me && e.id !== data.employee);
  // The checklist as the loader read it, then as the last hide, reopen or mark answered.
  const [setup, setSetup] = React.useState(data.setup);
  React.useEffect(() => setSetup(data.setup), [data.setup]);
  const reopenRef = React.useRef<HTMLButtonElement>(null);
  const toggledByUser = React.useRef(false);
  const revalidator = useRevalidator();
  const changeSetup = (next: SetupChecklist) => {
    toggledByUser.current = next.dismissed !== setup?.dismissed;
    setSetup(next);
    // A load that started before this change (the live rooms' join refetches once after hydration)
    // would bring the old checklist back: revalidating cancels it and reads the saved one.
    revalidator.revalidate();
  };
  // Hiding removes the card: the keyboard goes to the tile that reopens it, and back to the card.
  React.useEffect(() => {
    if (!toggledByUser.current) return;
    toggledByUser.current = false;
    (setup?.dismissed ? reopenRef.current : document.getElementById('setup-checklist-title'))?.focus();
  }, [setup?.dismissed]);
  const canReopen = !!setup && setup.dismissed && showSetupChecklist({ ...setup, dismissed: false });
  const flaggedMonths = data.below.months.map((d) => `${String(Math.floor(d / 100) % 100).padStart(2, '0')}/${Math.floor(d / 10000)}`).join(', ');

  return (
    <PageContainer className={cn('space-y-6 transition-opacity', navigation.state === 'loading' && 'opacity-60')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <nav aria-label={t('nav.dashboard')} className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <span>{t('nav.dashboard')}</span>
            <span aria-hidden="true">/</span>
            <span className="font-medium text-foreground">{t(view)}</span>
          </nav>
          <h1 className="text-xl font-semibold tracking-tight">{t('dashboard.ws.title', { name: viewedName, month: mmYyyy(data.picked) })}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {data.viewable.length > 1 ? <EmployeePicker employees={data.viewable} value={data.employee} onChange={(id) => go({ employee: id })} /> : null}
          <MonthPicker value={data.picked} onChange={(picked) => go({ picked })} />
          {!data.forbidden ? (
            <Button
              type="button"
              variant="outline"
              className="h-9"
              onClick={() => setLedger({ employee: data.employee, name: viewedName, month: data.picked.month, year: data.picked.year })}
            >
              <Receipt className="mr-2 h-4 w-4" aria-hidden="true" />
              {t('ledger.open')}
            </Button>
          ) : null}
        </div>
      </div>

      {viewedFlagged ? (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900" data-testid="below-minimum">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{t('dashboard.below-minimum.self', { months: flaggedMonths })}</p>
        </div>
      ) : null}
      {othersFlagged.length > 0 ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="below-minimum-team">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('dashboard.below-minimum.team', { months: flaggedMonths, count: othersFlagged.length })}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {othersFlagged.map((e) => (
              <li key={e.id}>
                <button type="button" className="rounded-md bg-white/70 px-2 py-0.5 underline-offset-2 hover:underline" onClick={() => go({ employee: e.id })}>
                  {e.name || e.id} · {roleTagName(e.role)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {showSetupChecklist(setup) ? <SetupChecklistCard checklist={setup!} onChange={changeSetup} /> : null}

      {data.forbidden ? (
        <p className="rounded-xl border bg-card px-5 py-4 text-sm text-muted-foreground">{t('dashboard.forbidden')}</p>
      ) : data.missions.length === 0 ? (
        <p className="rounded-xl border bg-card px-5 py-8 text-center text-sm text-muted-foreground" data-testid="no-missions">{t('dashboard.no-missions')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.missions.map((m) => (
            <div key={m.missionType} className={cn(m.missionType === 1 || m.missionType === 4 || m.missionType === 5 ? 'lg:col-span-2' : '')}>
              <MissionBlock mission={m} />
            </div>
          ))}
        </div>
      )}

      {links.length > 0 || canReopen ? (
        <section className="space-y-3 pt-2" aria-labelledby="quick-links">
          <h2 id="quick-links" className="text-sm font-semibold text-foreground">
            {t('dashboard.quick-links')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                prefetch="intent"
                className="group flex items-center gap-3 rounded-xl border bg-card px-4 py-3 transition-all hover:border-primary/30 hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset ${link.tint}`}>
                  <link.icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium">{t(link.label)}</span>
                <ArrowUpRight className="ml-auto h-3.5 w-3.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100" aria-hidden="true" />
              </Link>
            ))}
            {canReopen ? <ReopenSetupChecklist ref={reopenRef} checklist={setup!} onChange={changeSetup} /> : null}
          </div>
        </section>
      ) : null}
      <MonthScoreLedgerDialog target={ledger} onClose={() => setLedger(null)} />
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
