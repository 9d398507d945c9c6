// "Preview" of a scoring configuration change (API.md POST /api/config/<table>/preview; docs/scoring.md
// "Preview"): the employees whose month would change, before -> after, largest change first, then Save
// or Cancel. The server computes it with the PUT's own checks and writes nothing.
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { MONTH_FIGURE_KEYS, endpoints, type ConfigPreviewChange, type ConfigRow, type ConfigTable } from '@studio/domain';

import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call, failToast } from '~/lib/api.client';
import { formatNumber } from '~/lib/format';
import { cn } from '~/lib/utils';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; changes: ConfigPreviewChange[] };

export function ConfigPreviewDialog({ open, onOpenChange, table, rows, onSave }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: ConfigTable;
  /** The rows the save would send (the PUT body's list). */
  rows: ConfigRow[];
  /** Saves the rows; true when saved (the dialog then closes). */
  onSave: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = React.useState<State>({ status: 'loading' });
  const [saving, setSaving] = React.useState(false);
  // The month to preview, yyyy-mm (an <input type="month">); this month by default.
  const [month, setMonth] = React.useState(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
  const n = (v: number) => formatNumber(v, i18n.language, { digits: 2 });

  React.useEffect(() => {
    if (!open) return;
    const [year, m] = month.split('-').map(Number);
    if (!year || !m) return;
    let live = true;
    setState({ status: 'loading' });
    const query = { month: m, year };
    void call(endpoints.scoringConfig[table.path].preview, { body: { [table.key]: rows }, query }, { silent: true }).then((res) => {
      if (!live) return;
      if (res.ok) setState({ status: 'ready', changes: res.data.changes });
      else {
        setState({ status: 'failed' });
        failToast('scoring.preview.failed', res.data);
      }
    });
    return () => { live = false; };
  }, [open, table, rows, month]);

  const save = async () => {
    setSaving(true);
    const ok = await onSave();
    setSaving(false);
    if (ok) onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('scoring.preview.title')}</DialogTitle>
          <DialogDescription>{t('scoring.preview.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <label htmlFor="config-preview-month" className="text-sm font-medium">{t('scoring.preview.month')}</label>
          <Input id="config-preview-month" type="month" className="h-9 w-44" value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
        <div className="max-h-[60vh] overflow-auto" aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <p className="py-6 text-center text-sm text-muted-foreground">{t('scoring.preview.loading')}</p>}
          {state.status === 'failed' && <p role="alert" className="py-6 text-center text-sm text-destructive">{t('scoring.preview.failed')}</p>}
          {state.status === 'ready' && state.changes.length === 0 && (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('scoring.preview.none')}</p>
          )}
          {state.status === 'ready' && state.changes.length > 0 && (
            <Table aria-label={t('scoring.preview.table', { count: state.changes.length })}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('scoring.preview.employee')}</TableHead>
                  {MONTH_FIGURE_KEYS.map((k) => <TableHead key={k} className="text-right">{t(`scoring.preview.figure.${k}`)}</TableHead>)}
                </TableRow>
              </TableHeader>
              <TableBody>
                {state.changes.map((c) => (
                  <TableRow key={c.employee}>
                    <TableCell className="font-medium">{c.name}</TableCell>
                    {MONTH_FIGURE_KEYS.map((k) => {
                      const moved = c.before[k] !== c.after[k];
                      return (
                        <TableCell key={k} className="whitespace-nowrap text-right tabular-nums">
                          {moved ? (
                            <>
                              <span className="text-muted-foreground">{n(c.before[k])} → </span>
                              <span className={cn('font-semibold', c.after[k] > c.before[k] ? 'text-emerald-700' : 'text-rose-700')}>{n(c.after[k])}</span>
                            </>
                          ) : (
                            <span className="text-muted-foreground">{n(c.after[k])}</span>
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>{t('scoring.preview.cancel')}</Button>
          <Button type="button" onClick={() => void save()} loading={saving} disabled={state.status === 'loading'}>{t('scoring.preview.save')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
