// Revenue bonus (spec 3): the internal distribution config (Gplay share, project shares, default
// shares of the team trees), the year's distribution, Detail Bonus per employee, the xlsx export
// and its error dialog. Project cards show with BusinessReward.Config.Project.Get on the project; a
// tree node with its Get or Set (the server leaves the others out), editable only with its Set.
import * as React from 'react';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRevalidator, useSearchParams } from '@remix-run/react';
import { BONUS_NODE_GPLAY, BONUS_NODES, BONUS_TEAMS, type BonusDetail, type BonusExportError, bonusNode, bonusNodeByName, checkDefaults, type EmployeeBonusResult, endpoints, fundKeyOf, type InternalSharesWire, percentToShare, roleTagName, teamNodes } from '@studio/domain';
import { Download, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { formatThousands, FundTreeCard, parsePercent, percentText } from '~/components/bonus/fund-tree';
import { GeneralErrorBoundary } from '~/components/error-view';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call } from '~/lib/api.client';
import { loadData } from '~/lib/api.server';
import { pageTitle } from '~/lib/meta';
import { hasPermission, requirePermission } from '~/lib/permissions';
import { formatPercent } from '~/lib/format';

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'bonus.operator.title');

type DetailRow = BonusDetail;

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requirePermission(context, 'Admin');
  const perms = await requirePermission(context, 'BusinessReward.Config.Internal.Get');
  const url = new URL(request.url);
  const year = Number(url.searchParams.get('year')) || new Date().getFullYear();
  const [{ businessRewardDistributionInternal }, { data }] = await Promise.all([
    loadData(context, endpoints.bonus.internal),
    loadData(context, endpoints.bonus.details, { query: { year } }),
  ]);
  return {
    internal: businessRewardDistributionInternal, rows: data, year,
    canSet: hasPermission(perms, 'BusinessReward.Config.Internal.Set'), canExport: hasPermission(perms, 'BusinessReward.Export'),
    // Nodes of the default tree this user may change (their BusinessReward.Config.Project.Set on the global project).
    settable: BONUS_NODES.filter((n) => hasPermission(perms, 'BusinessReward.Config.Project.Set', n.id)).map((n) => n.id),
  };
}

/** Node id -> default share, of the nodes the server sent (those the user may see). */
function idsOf(internal: InternalSharesWire): Record<number, number> {
  const out: Record<number, number> = {};
  if (internal.gplayFund !== undefined) out[BONUS_NODE_GPLAY] = internal.gplayFund;
  for (const team of BONUS_TEAMS) for (const [name, f] of Object.entries(internal[fundKeyOf(team)] ?? {})) out[bonusNodeByName(team, name)!.id] = f;
  return out;
}

export default function RevenueBonus() {
  const { internal, rows, year, canSet, canExport, settable } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [, setParams] = useSearchParams();
  const defaults = React.useMemo(() => idsOf(internal), [internal]);
  const visible = React.useCallback((id: number) => id in defaults, [defaults]);
  const settableIds = React.useMemo(() => new Set(settable), [settable]);
  const editable = React.useCallback((id: number) => canSet && settableIds.has(id), [canSet, settableIds]);
  const [inputs, setInputs] = React.useState<Record<number, string>>(() => Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, percentText(v)])));
  const [shares, setShares] = React.useState<Record<number, string>>(() => Object.fromEntries(internal.projectShare.map((p) => [p.project, String(p.projectShareValue / 1000)])));
  const [problem, setProblem] = React.useState<string | null>(null);
  const [detail, setDetail] = React.useState<{ name: string; result: EmployeeBonusResult } | null>(null);
  const [errors, setErrors] = React.useState<BonusExportError[] | null>(null);
  const projectNames = new Map(internal.projectShare.map((p) => [p.project, p.name]));
  const names = new Map(rows.map((r) => [r.employee, r.employeeName]));
  const money = (v: number) => formatThousands(v, i18n.language);

  async function save() {
    const next: Record<number, number> = {};
    for (const [k, text] of Object.entries(inputs)) {
      const p = parsePercent(text);
      if (p === null || !Number.isFinite(p) || p < 0 || p > 100) { setProblem(t('bonus.error.percent')); return; }
      next[Number(k)] = percentToShare(p);
    }
    // The whole tree is checked here when it is all in view; else the server, which knows the rest, answers.
    const whole = BONUS_TEAMS.every((team) => teamNodes(team).every((n) => n.id in defaults)) && BONUS_NODE_GPLAY in defaults;
    const check = whole ? checkDefaults({ ...defaults, ...next }) : ({ ok: true } as const);
    if (!check.ok) {
      const text = check.code === 'bonus.total-share' ? t('bonus.error.total') : t('bonus.error.children', { path: check.path });
      setProblem(text);
      toast.error(text);
      return;
    }
    // Only what changed is sent: a node needs its Set, and nodes the user cannot see stay as they are.
    const changed = (id: number) => next[id] !== defaults[id];
    const body: Record<string, unknown> = {};
    if (BONUS_NODE_GPLAY in next && changed(BONUS_NODE_GPLAY)) body.gplayFund = next[BONUS_NODE_GPLAY];
    for (const team of BONUS_TEAMS) {
      const sent = Object.keys(internal[fundKeyOf(team)] ?? {}).map((name) => bonusNodeByName(team, name)!.id).filter(changed);
      if (sent.length) body[fundKeyOf(team)] = Object.fromEntries(sent.map((id) => [BONUS_NODES[id].name, next[id]]));
    }
    body.projectShare = internal.projectShare
      .map((p) => ({ project: p.project, projectShareValue: Math.max(0, Math.round((Number(shares[p.project]) || 0) * 1000)), was: p.projectShareValue }))
      .filter((p) => p.projectShareValue !== p.was)
      .map(({ project, projectShareValue }) => ({ project, projectShareValue }));
    const res = await call(endpoints.bonus.saveInternal, { body: { businessRewardDistributionInternal: body } }, { silent: true });
    if (res.ok) {
      toast.success(t('bonus.saved'));
      setProblem(null);
      revalidator.revalidate();
    } else {
      const message = (res.data as { message?: string } | null)?.message ?? t('bonus.save-failed');
      setProblem(message);
      toast.error(t('bonus.save-failed'), { description: message });
    }
  }

  async function openDetail(row: DetailRow) {
    const res = await call(endpoints.bonus.employee, { params: { id: row.employee }, query: { year } });
    if (res.ok) setDetail({ name: row.employeeName, result: res.data });
  }

  async function exportFile() {
    const res = await call(endpoints.bonus.export, { body: { year } });
    if (!res.ok) return;
    const bytes = Uint8Array.from(atob(res.data.file), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = res.data.fileName;
    a.click();
    URL.revokeObjectURL(url);
    if (res.data.errorList.length) setErrors(res.data.errorList);
    else toast.success(t('bonus.export.done'));
  }

  // A fund is named by its team and node (a performance fund pays several roles); a score by its role.
  const nodeLabel = (e: BonusExportError) => {
    const node = e.value.distribution !== undefined ? bonusNode(e.value.distribution) : undefined;
    if (node?.team) return `${t(`bonus.team.${node.team}`)} · ${t(`bonus.node.${node.name}`)}`;
    return e.value.role !== undefined ? roleTagName(e.value.role) : '';
  };
  const errorText = (e: BonusExportError) => t(`bonus.export.error.${e.errorBusinessReward}`, {
    role: nodeLabel(e),
    project: e.value.project !== undefined ? projectNames.get(e.value.project) ?? '' : '',
    employees: (e.value.employees ?? []).map((id) => names.get(id) ?? id).join(', ') || t('bonus.export.nobody'),
    share: e.value.share ?? '',
  });

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <PageHeader
        title={t('bonus.operator.title')}
        description={t('bonus.currency-note')}
        actions={
          <>
            <label htmlFor="bonus-year" className="text-sm text-muted-foreground">{t('bonus.year')}</label>
            <Input id="bonus-year" type="number" className="w-24 tabular-nums" defaultValue={year}
              onBlur={(e) => Number(e.target.value) !== year && setParams({ year: e.target.value })} />
            {canExport ? <Button variant="outline" onClick={exportFile}><Download aria-hidden className="size-4" />{t('bonus.export.button')}</Button> : null}
            {canSet ? <Button onClick={save}><Save aria-hidden className="size-4" />{t('bonus.save')}</Button> : null}
          </>
        }
      />
      {problem ? <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-2.5 text-sm text-destructive">{problem}</p> : null}
      <section aria-labelledby="bonus-shares-title" className="space-y-3 rounded-xl border bg-card p-5">
        <h2 id="bonus-shares-title" className="text-sm font-semibold">{t('bonus.operator.project-shares')}</h2>
        {visible(BONUS_NODE_GPLAY) ? (
          <div className="flex items-center gap-2">
            <label htmlFor="bonus-internal-gplay" className="text-sm">{t('bonus.gplay')}</label>
            <Input id="bonus-internal-gplay" className="w-24 text-right tabular-nums" value={inputs[BONUS_NODE_GPLAY] ?? ''} disabled={!editable(BONUS_NODE_GPLAY)}
              onChange={(e) => setInputs((p) => ({ ...p, [BONUS_NODE_GPLAY]: e.target.value }))} />
            <span aria-hidden className="text-sm text-muted-foreground">%</span>
          </div>
        ) : null}
        {internal.projectShare.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('bonus.operator.no-projects')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('bonus.operator.project-shares')}>
            {internal.projectShare.map((p) => (
              <li key={p.project} className="space-y-2 rounded-lg border bg-background p-3" data-project={p.project}>
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium" title={p.name}>{p.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{[p.packageName, t(`bonus.operator.platform.${p.platform === 2 ? 2 : p.platform === 1 ? 1 : 0}`)].filter(Boolean).join(' · ')}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Input aria-label={t('bonus.operator.project-share-of', { name: p.name })} className="text-right tabular-nums" value={shares[p.project] ?? ''}
                    disabled={!canSet} onChange={(e) => setShares((s) => ({ ...s, [p.project]: e.target.value }))} />
                  <span className="shrink-0 text-xs text-muted-foreground">{t('bonus.operator.thousand-vnd')}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {BONUS_TEAMS.map((team) => (
          <FundTreeCard key={team} team={team} visible={visible} editable={editable} defaults={defaults} inputs={inputs}
            onInput={(id, text) => setInputs((p) => ({ ...p, [id]: text }))} />
        ))}
      </div>
      <section aria-labelledby="bonus-dist-title" className="rounded-xl border bg-card">
        <h2 id="bonus-dist-title" className="border-b px-5 py-3.5 text-sm font-semibold">{t('bonus.operator.distribution', { year })}</h2>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('bonus.employee')}</TableHead><TableHead>{t('bonus.role')}</TableHead><TableHead>{t('bonus.project')}</TableHead>
              <TableHead className="text-right">{t('bonus.percent')}</TableHead><TableHead className="text-right">{t('bonus.amount')}</TableHead><TableHead><span className="sr-only">{t('bonus.detail.open')}</span></TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? <TableRow><TableCell colSpan={6} className="text-center text-sm text-muted-foreground">{t('bonus.operator.empty')}</TableCell></TableRow> : null}
            {rows.map((r, i) => (
              <TableRow key={`${r.employee}-${r.project}-${i}`}>
                <TableCell>{r.employeeName}</TableCell><TableCell>{roleTagName(r.role)}</TableCell><TableCell>{r.projectName}</TableCell>
                <TableCell className="text-right tabular-nums">{formatPercent(r.percent * 100, i18n.language, 3, 3)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(r.bonus)}</TableCell>
                <TableCell className="text-right">{canExport ? <Button size="sm" variant="ghost" onClick={() => openDetail(r)}>{t('bonus.detail.open')}</Button> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <Dialog open={!!detail} onOpenChange={(o) => !o && setDetail(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('bonus.detail.title')}</DialogTitle>
            <DialogDescription>{detail?.name}</DialogDescription>
          </DialogHeader>
          {detail ? (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
              {(['bonus_total', 'bonus_business', 'bonus_company', 'bonus_performance', 'current_salary', 'new_salary'] as const).map((k) => (
                <React.Fragment key={k}><dt className="text-muted-foreground">{t(`bonus.detail.${k}`)}</dt><dd className="text-right tabular-nums">{money(detail.result[k])}</dd></React.Fragment>
              ))}
            </dl>
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog open={!!errors} onOpenChange={(o) => !o && setErrors(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('bonus.export.errors-title')}</DialogTitle>
            <DialogDescription>{t('bonus.export.errors-description')}</DialogDescription>
          </DialogHeader>
          <ul tabIndex={0} aria-label={t('bonus.export.errors-title')} className="max-h-96 space-y-2 overflow-y-auto text-sm">
            {(errors ?? []).map((e, i) => <li key={i} className="rounded-md border px-3 py-2">{errorText(e)}</li>)}
          </ul>
        </DialogContent>
      </Dialog>
    </PageContainer>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
