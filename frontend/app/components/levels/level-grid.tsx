// The level grid (spec 2 Level system): one row per level id showing its highest version and the
// Base variant first; the row's version and variant selectors show the others. Row height 80.
import * as React from 'react';
import { groupLevelRows, type LevelGroup, type LevelRow } from '@studio/domain';
import { CopyPlus, GitBranchPlus, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LevelThumb } from '~/components/levels/level-thumb';
import { LEVEL } from '~/components/levels/level-model';
import { NativeSelect } from '~/components/levels/native-select';
import { Button } from '~/components/ui/button';
import { Switch } from '~/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';

type Pick = { version: number; variant: string };

export function LevelGrid({ rows, canEdit, canCreate, onActive, onEdit, onNewVersion, onAddVariant }: {
  rows: LevelRow[];
  canEdit: boolean;
  canCreate: boolean;
  onActive: (row: LevelRow, active: boolean) => void;
  onEdit: (row: LevelRow) => void;
  onNewVersion: (row: LevelRow, nextVersion: number) => void;
  onAddVariant: (row: LevelRow) => void;
}) {
  const { t } = useTranslation();
  const groups = React.useMemo(() => groupLevelRows(LEVEL, rows), [rows]);
  const [picks, setPicks] = React.useState<Record<number, Pick>>({});

  const current = (g: LevelGroup<LevelRow>): LevelRow => {
    const pick = picks[g.id];
    const version = pick && g.versions.includes(pick.version) ? pick.version : g.versions[0];
    const variants = g.rowsOf(version);
    return variants.find((r) => r.variant === pick?.variant) ?? variants[0];
  };

  if (!groups.length) return <p className="px-5 py-10 text-center text-sm text-muted-foreground">{t('levels.level.empty')}</p>;

  return (
    <Table aria-label={t('levels.level.title')}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10 pl-5">#</TableHead>
          <TableHead className="w-20">{t('levels.col.preview')}</TableHead>
          <TableHead className="w-20">{t('levels.col.level-id')}</TableHead>
          <TableHead>{t('levels.col.name')}</TableHead>
          <TableHead>{t('levels.col.description')}</TableHead>
          <TableHead>{t('levels.col.resource')}</TableHead>
          <TableHead className="w-20">{t('levels.col.active')}</TableHead>
          <TableHead className="w-24">{t('levels.col.version')}</TableHead>
          <TableHead className="w-28">{t('levels.col.variant')}</TableHead>
          <TableHead className="w-32 pr-5 text-right">{t('levels.col.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((g, index) => {
          const row = current(g);
          const variants = g.rowsOf(row.version);
          return (
            <TableRow key={g.id} className="h-20" data-level={g.id}>
              <TableCell className="pl-5 tabular-nums text-muted-foreground">{index + 1}</TableCell>
              <TableCell><LevelThumb src={row.previewImage} alt={t('levels.preview-of', { name: row.name })} /></TableCell>
              <TableCell className="font-medium tabular-nums">{row.levelId}</TableCell>
              <TableCell className="max-w-[14rem]"><span className="line-clamp-2 font-medium">{row.name}</span></TableCell>
              <TableCell className="max-w-[18rem] text-muted-foreground"><span className="line-clamp-2">{row.description}</span></TableCell>
              <TableCell className="max-w-[12rem]">
                {row.resource ? (
                  <a href={row.resource} target="_blank" rel="noreferrer" className="block truncate text-xs text-primary underline-offset-4 hover:underline">
                    {t('levels.open-resource')}
                  </a>
                ) : <span className="text-xs text-muted-foreground">—</span>}
              </TableCell>
              <TableCell>
                <Switch
                  checked={row.isActive}
                  disabled={!canEdit}
                  aria-label={t('levels.active-of', { name: `${row.levelId} v${row.version} ${row.variant}` })}
                  onCheckedChange={(v) => onActive(row, v)}
                />
              </TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={t('levels.version-of', { id: g.id })}
                  value={row.version}
                  onChange={(e) => setPicks((p) => ({ ...p, [g.id]: { version: Number(e.target.value), variant: row.variant } }))}
                >
                  {g.versions.map((v) => <option key={v} value={v}>v{v}</option>)}
                </NativeSelect>
              </TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={t('levels.variant-of', { id: g.id })}
                  value={row.variant}
                  onChange={(e) => setPicks((p) => ({ ...p, [g.id]: { version: row.version, variant: e.target.value } }))}
                >
                  {variants.map((v) => <option key={v.variant} value={v.variant}>{v.variant}</option>)}
                </NativeSelect>
              </TableCell>
              <TableCell className="pr-5">
                <div className="flex justify-end gap-1">
                  {canEdit ? (
                    <Button variant="ghost" size="icon-sm" aria-label={t('levels.edit-named', { name: row.levelId })} title={t('levels.level.edit')} onClick={() => onEdit(row)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                  ) : null}
                  {canCreate ? (
                    <>
                      <Button variant="ghost" size="icon-sm" aria-label={t('levels.new-version-named', { name: row.levelId })} title={t('levels.level.new-version')} onClick={() => onNewVersion(row, g.versions[0] + 1)}>
                        <CopyPlus aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('levels.add-variant-named', { name: row.levelId })} title={t('levels.level.add-variant')} onClick={() => onAddVariant(row)}>
                        <GitBranchPlus aria-hidden="true" />
                      </Button>
                    </>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
