// Project Bonus Config (spec 2): the project fund, the Gplay share and the four team trees in
// percent; amounts follow as you type; save only when every level totals 100 %. Cards and rows
// show with the node's BusinessReward.Config.Project.Get, inputs are editable with its .Set.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import {
  BONUS_NODE_GPLAY, BONUS_NODE_PROJECT, BONUS_NODES, BONUS_TEAMS, bonusNodeByName, checkShares, computeFunds, fundKeyOf,
  endpoints, percentToShare, type FundObject, type InternalSharesWire, type ProjectBonusWire,
} from '@studio/domain';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { formatThousands, FundTreeCard, parsePercent, percentText } from '~/components/bonus/fund-tree';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { call, errorText } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'bonus.project.title');

const GET = 'BusinessReward.Config.Project.Get';
const SET = 'BusinessReward.Config.Project.Set';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = Number(params.projectId);
  const permissions = await requirePermission(context, GET, id);
  const data = await loadData(context, endpoints.projectBonus.get, { params: { projectId: id } });
  return { ...data, settable: BONUS_NODES.filter((n) => hasPermission(permissions, SET, n.id)).map((n) => n.id) };
}

/** Node id -> stored fraction, from the wire's fund objects. */
function sharesOf(result: ProjectBonusWire): Record<number, number | null> {
  const out: Record<number, number | null> = {};
  if (result.gplayFund !== undefined) out[BONUS_NODE_GPLAY] = result.gplayFund ?? null;
  for (const team of BONUS_TEAMS) {
    const fund: FundObject | undefined = result[fundKeyOf(team)];
    for (const [name, e] of Object.entries(fund ?? {})) out[bonusNodeByName(team, name)!.id] = e.share;
  }
  return out;
}

function defaultsOf(internal: InternalSharesWire): Record<number, number> {
  const out: Record<number, number> = {};
  if (internal.gplayFund !== undefined) out[BONUS_NODE_GPLAY] = internal.gplayFund;
  for (const team of BONUS_TEAMS) {
    for (const [name, f] of Object.entries(internal[fundKeyOf(team)] ?? {})) out[bonusNodeByName(team, name)!.id] = f;
  }
  return out;
}

export default function ProjectBonus() {
  const data = useLoaderData<typeof loader>();
  return <BonusView key={data.result.projectId} {...data} />;
}

function BonusView({ result, resultInternal, settable }: ReturnType<typeof useLoaderData<typeof loader>>) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const stored = React.useMemo(() => sharesOf(result), [result]);
  const defaults = React.useMemo(() => defaultsOf(resultInternal), [resultInternal]);
  const visibleIds = React.useMemo(() => new Set(Object.keys(stored).map(Number)), [stored]);
  const canSet = React.useMemo(() => new Set(settable), [settable]);
  const [inputs, setInputs] = React.useState<Record<number, string>>(() =>
    Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, percentText(v)])),
  );
  const [fundText, setFundText] = React.useState(String(result.projectFund / 1000));
  const [problem, setProblem] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  // Hidden nodes keep their stored share (the server knows them; this screen only computes).
  const typed = React.useMemo(() => {
    const out: Record<number, number | null> = { ...stored };
    for (const [k, text] of Object.entries(inputs)) {
      const p = parsePercent(text);
      out[Number(k)] = p === null || !Number.isFinite(p) ? null : percentToShare(p);
    }
    return out;
  }, [inputs, stored]);
  const fund = Math.max(0, Math.round((Number(fundText.replace(',', '.')) || 0) * 1000));
  const funds = React.useMemo(() => computeFunds(fund, typed, defaults), [fund, typed, defaults]);

  const visible = React.useCallback((id: number) => visibleIds.has(id), [visibleIds]);
  const editable = React.useCallback((id: number) => canSet.has(id), [canSet]);
  const onInput = (id: number, text: string) => {
    setProblem(null);
    setInputs((prev) => ({ ...prev, [id]: text }));
  };

  async function save() {
    const bad = Object.values(inputs).some((text) => {
      const p = parsePercent(text);
      return p !== null && (!Number.isFinite(p) || p < 0 || p > 100);
    });
    if (bad) {
      setProblem(t('bonus.error.percent'));
      return;
    }
    const check = checkShares(typed, defaults);
    if (!check.ok) {
      const text = check.code === 'bonus.total-share' ? t('bonus.error.total') : t('bonus.error.children', { path: check.path });
      setProblem(text);
      toast.error(text);
      return;
    }
    const body: Record<string, unknown> = {};
    if (fund !== result.projectFund) body.projectFund = fund;
    for (const id of visibleIds) {
      if ((typed[id] ?? null) === (stored[id] ?? null)) continue;
      if (id === BONUS_NODE_GPLAY) body.gplayFund = typed[id];
      else {
        const node = BONUS_NODES[id];
        const key = fundKeyOf(node.team!);
        body[key] = { ...((body[key] as object) ?? {}), [node.name]: { share: typed[id] } };
      }
    }
    setBusy(true);
    const res = await call(endpoints.projectBonus.put, { params: { projectId: result.projectId }, body }, { silent: true });
    setBusy(false);
    if (res.ok) {
      toast.success(t('bonus.saved'));
      revalidator.revalidate();
    } else {
      const message = (res.data as { message?: string } | null)?.message;
      setProblem(message ?? errorText(res.data));
      toast.error(t('bonus.save-failed'), { description: message ?? errorText(res.data) });
    }
  }

  const dirty = fund !== result.projectFund || [...visibleIds].some((id) => (typed[id] ?? null) !== (stored[id] ?? null));
  return (
    <PageContainer className="max-w-5xl space-y-6">
      <PageHeader
        title={t('bonus.project.title')}
        description={t('bonus.currency-note')}
        actions={
          <Button onClick={save} disabled={busy || !dirty}>
            <Save aria-hidden className="size-4" />
            {t('bonus.save')}
          </Button>
        }
      />
      {problem ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-2.5 text-sm text-destructive">{problem}</p>
      ) : null}
      <div className="grid gap-4 rounded-xl border bg-card p-5 shadow-[0_1px_2px_rgba(16,24,40,0.04)] sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="bonus-project-fund" className="text-sm font-medium">{t('bonus.project.fund')}</label>
          <Input id="bonus-project-fund" inputMode="decimal" className="tabular-nums" value={fundText}
            disabled={!canSet.has(BONUS_NODE_PROJECT)} onChange={(e) => { setProblem(null); setFundText(e.target.value); }} />
        </div>
        {visibleIds.has(BONUS_NODE_GPLAY) ? (
          <div className="space-y-1.5">
            <label htmlFor="bonus-gplay" className="text-sm font-medium">{t('bonus.gplay')}</label>
            <div className="flex items-center gap-2">
              <Input id="bonus-gplay" inputMode="decimal" className="w-28 text-right tabular-nums" value={inputs[BONUS_NODE_GPLAY] ?? ''}
                placeholder={percentText(defaults[BONUS_NODE_GPLAY])} disabled={!canSet.has(BONUS_NODE_GPLAY)}
                onChange={(e) => onInput(BONUS_NODE_GPLAY, e.target.value)} />
              <span aria-hidden className="text-sm text-muted-foreground">%</span>
              <span className="ml-auto text-sm tabular-nums" data-testid="fund-gplay">{formatThousands(funds.get(BONUS_NODE_GPLAY) ?? 0, i18n.language)}</span>
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {BONUS_TEAMS.map((team) => (
          <FundTreeCard key={team} team={team} visible={visible} editable={editable} inputs={inputs} onInput={onInput} defaults={defaults} funds={funds} />
        ))}
      </div>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
