// The level pack and level config screens (spec 2 Level system): a summary grid (icon, id, name,
// description, active, resource, version selector, View detail), the detail of the chosen version,
// and the Create / Add New Version dialog.
import * as React from 'react';
import { useRevalidator } from '@remix-run/react';
import { groupLevelRows } from '@studio/domain';
import { CopyPlus, Eye, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LevelThumb } from '~/components/levels/level-thumb';
import type { MemberOption } from '~/components/levels/level-model';
import { NativeSelect } from '~/components/levels/native-select';
import { SetDetail } from '~/components/levels/set-detail';
import { SetDialog } from '~/components/levels/set-dialog';
import { setMembers, type SetKind, type SetRow } from '~/components/levels/set-model';
import { useActiveSwitch } from '~/components/levels/use-active-switch';
import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { SearchableListCard } from '~/components/ui/search-input';
import { Switch } from '~/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';

export function SetView({ set, project, rows, options, canCreate, canEdit }: {
  set: SetKind;
  project: { id: number; name: string };
  rows: SetRow[];
  options: MemberOption[];
  canCreate: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const setActive = useActiveSwitch(project.id, set.kind);
  const p = `levels.${set.text}`;
  const [search, setSearch] = React.useState('');
  const [picked, setPicked] = React.useState<Record<number, number>>({});
  const [detail, setDetail] = React.useState<number | null>(null);
  const [dialog, setDialog] = React.useState<{ open: boolean; source: SetRow | null; nextVersion?: number }>({ open: false, source: null });

  const q = search.trim().toLowerCase();
  const groups = React.useMemo(() => groupLevelRows(set.kind, rows), [set.kind, rows]);
  const shown = q ? groups.filter((g) => String(g.id).includes(q) || g.rowsOf(g.versions[0])[0].name.toLowerCase().includes(q)) : groups;
  const current = (g: (typeof groups)[number]) => {
    const v = picked[g.id];
    return g.rowsOf(v !== undefined && g.versions.includes(v) ? v : g.versions[0])[0];
  };
  const detailGroup = groups.find((g) => g.id === detail);
  const detailRow = detailGroup ? current(detailGroup) : null;
  const nameOf = new Map(options.map((o) => [o.id, o.name]));

  return (
    <PageContainer className="max-w-7xl space-y-6">
      <PageHeader
        title={t(`${p}.title`)}
        description={t(`${p}.description`, { name: project.name })}
        actions={canCreate ? (
          <Button onClick={() => setDialog({ open: true, source: null })}>
            <Plus aria-hidden="true" />
            {t(`${p}.create`)}
          </Button>
        ) : null}
      />
      <SearchableListCard search={{ value: search, onChange: setSearch, label: t(`${p}.search`) }} count={t(`${p}.count`, { count: shown.length })}>
        {shown.length ? (
          <Table aria-label={t(`${p}.title`)}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-20 pl-5">{t('levels.col.preview')}</TableHead>
                <TableHead className="w-20">{t(`${p}.id`)}</TableHead>
                <TableHead>{t('levels.col.name')}</TableHead>
                <TableHead>{t('levels.col.description')}</TableHead>
                <TableHead>{t(`${p}.members`)}</TableHead>
                <TableHead className="w-20">{t('levels.col.active')}</TableHead>
                <TableHead>{t('levels.col.resource')}</TableHead>
                <TableHead className="w-24">{t('levels.col.version')}</TableHead>
                <TableHead className="w-44 pr-5 text-right">{t('levels.col.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((g) => {
                const row = current(g);
                const members = setMembers(set, row);
                return (
                  <TableRow key={g.id} className="h-20" data-set={g.id} data-state={detail === g.id ? 'selected' : undefined}>
                    <TableCell className="pl-5"><LevelThumb src={row.previewImage} alt={t('levels.preview-of', { name: row.name })} /></TableCell>
                    <TableCell className="font-medium tabular-nums">{g.id}</TableCell>
                    <TableCell className="max-w-[14rem]"><span className="line-clamp-2 font-medium">{row.name}</span></TableCell>
                    <TableCell className="max-w-[16rem] text-muted-foreground"><span className="line-clamp-2">{row.description}</span></TableCell>
                    <TableCell className="max-w-[14rem] text-xs text-muted-foreground">
                      <span className="line-clamp-2" title={members.map((m) => `#${m} ${nameOf.get(m) ?? ''}`).join(', ')}>
                        {t(`${p}.member-count`, { count: members.length })}: {members.slice(0, 6).map((m) => `#${m}`).join(', ')}{members.length > 6 ? '…' : ''}
                      </span>
                    </TableCell>
                    <TableCell>
                      <Switch checked={row.isActive} disabled={!canEdit} aria-label={t('levels.active-of', { name: `${g.id} v${row.version}` })} onCheckedChange={(v) => void setActive(row.id, v)} />
                    </TableCell>
                    <TableCell className="max-w-[10rem]">
                      {row.resource ? (
                        <a href={row.resource} target="_blank" rel="noreferrer" className="block truncate text-xs text-primary underline-offset-4 hover:underline">{t('levels.open-resource')}</a>
                      ) : <span className="text-xs text-muted-foreground">—</span>}
                    </TableCell>
                    <TableCell>
                      <NativeSelect aria-label={t('levels.version-of', { id: g.id })} value={row.version} onChange={(e) => setPicked((v) => ({ ...v, [g.id]: Number(e.target.value) }))}>
                        {g.versions.map((v) => <option key={v} value={v}>v{v}</option>)}
                      </NativeSelect>
                    </TableCell>
                    <TableCell className="pr-5">
                      <div className="flex justify-end gap-1">
                        <Button variant="outline" size="sm" aria-label={t(`${p}.view-named`, { id: g.id })} onClick={() => setDetail(g.id)}>
                          <Eye aria-hidden="true" />
                          {t('levels.view-detail')}
                        </Button>
                        {canCreate ? (
                          <Button variant="ghost" size="icon-sm" aria-label={t('levels.new-version-named', { name: g.id })} title={t(`${p}.new-version`)}
                            onClick={() => setDialog({ open: true, source: row, nextVersion: g.versions[0] + 1 })}>
                            <CopyPlus aria-hidden="true" />
                          </Button>
                        ) : null}
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <p className="px-5 py-10 text-center text-sm text-muted-foreground">{t(`${p}.empty`)}</p>
        )}
      </SearchableListCard>
      {detailGroup && detailRow ? (
        <SetDetail
          key={`${detailRow.id}-${JSON.stringify(detailRow)}`}
          projectId={project.id}
          set={set}
          row={detailRow}
          versions={detailGroup.versions.map((v) => detailGroup.rowsOf(v)[0])}
          onVersion={(r) => setPicked((v) => ({ ...v, [detailGroup.id]: r.version }))}
          options={options}
          canEdit={canEdit}
          onActive={(r, v) => void setActive(r.id, v)}
        />
      ) : null}
      <SetDialog
        projectId={project.id}
        set={set}
        source={dialog.source}
        nextVersion={dialog.nextVersion}
        options={options}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSaved={() => revalidator.revalidate()}
      />
    </PageContainer>
  );
}
