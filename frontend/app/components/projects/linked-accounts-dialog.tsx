// The project's linked third-party accounts (spec 2, Project Setting): rows of group, key and
// value kept as JSON on the wiki page Project/{id}/Development/ThirdPartyAccount. Save creates the
// page when it is missing, else edits it with the hash of the content it started from.
import * as React from 'react';
import { endpoints, type ResponseOf } from '@studio/domain';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { ConfirmDialog } from '~/components/confirm-dialog';
import { linkedAccountsPath } from '~/components/projects/project-model';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { call, failToast } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

export const LINKED_GROUPS = ['MAX', 'Admob', 'Facebook', 'GG_console', 'Firebase'] as const;
type Group = (typeof LINKED_GROUPS)[number];
type Row = { uid: number; group: Group; key: string; value: string };
type Page = { id: number; content: string; contentHash: string };

const PAGE_TYPE_THIRD_PARTY = 3;
let nextUid = 1;

function parseRows(content: string): Row[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return [];
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const rows: Row[] = [];
  for (const group of LINKED_GROUPS) {
    const list = (data as Record<string, unknown>)[group];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const r = item as { key?: unknown; value?: unknown };
      rows.push({ uid: nextUid++, group, key: String(r?.key ?? ''), value: String(r?.value ?? '') });
    }
  }
  return rows;
}

const snapshot = (rows: readonly Row[]) => JSON.stringify(rows.map(({ group, key, value }) => [group, key, value]));

export function LinkedAccountsDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const path = linkedAccountsPath(projectId);
  const [page, setPage] = React.useState<Page | null>(null);
  const [rows, setRows] = React.useState<Row[]>([]);
  const [initial, setInitial] = React.useState('[]');
  const [loading, setLoading] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);

  /** Loads the page (none yet: no rows); false when it could not be read. */
  const load = React.useCallback(async (): Promise<boolean> => {
    setLoading(true);
    const found = await call(endpoints.wiki.pageId, { query: { project: projectId, path } }, { silent: true });
    let next: Page | null = null;
    if (found.ok) {
      const res = await call(endpoints.wiki.page, { params: { id: found.data.id } });
      if (!res.ok) {
        setLoading(false);
        return false;
      }
      next = res.data.page;
    } else if (found.status !== 404) {
      setLoading(false);
      failToast('projects.linked.load-error', found.data);
      return false;
    }
    const loaded = next ? parseRows(next.content) : [];
    setPage(next);
    setRows(loaded);
    setInitial(snapshot(loaded));
    setLoading(false);
    return true;
  }, [projectId, path]);

  const form = useFormDialog({
    open,
    onOpenChange,
    resetKey: load,
    onOpen: () => {
      setRows([]);
      setInitial('[]');
      void load().then((ok) => {
        if (!ok) onOpenChange(false);
      });
    },
  });

  const dirty = snapshot(rows) !== initial;

  function requestClose() {
    if (form.busy) return;
    if (dirty) setConfirmOpen(true);
    else onOpenChange(false);
  }

  function update(uid: number, patch: Partial<Row>) {
    setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, ...patch } : r)));
  }

  function addRow() {
    const last = rows[rows.length - 1];
    setRows((rs) => [...rs, { uid: nextUid++, group: last?.group ?? 'MAX', key: '', value: '' }]);
    window.requestAnimationFrame(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>('[data-linked-key]');
      inputs[inputs.length - 1]?.focus();
    });
  }

  /** The page content, or null (with a warning) when a row is incomplete or repeats a key. */
  function content(): string | null {
    const groups: Record<Group, { key: string; value: string }[]> = { MAX: [], Admob: [], Facebook: [], GG_console: [], Firebase: [] };
    for (const r of rows) {
      const key = r.key.trim();
      if (!key && !r.value.trim()) continue;
      if (!key) {
        toast.warning(t('projects.linked.key-required'));
        return null;
      }
      if (groups[r.group].some((x) => x.key === key)) {
        toast.warning(t('projects.linked.duplicate-key', { key, group: r.group }));
        return null;
      }
      groups[r.group].push({ key, value: r.value });
    }
    return JSON.stringify(groups);
  }

  async function save() {
    const body = content();
    if (body === null) return;
    await form.submit<ResponseOf<typeof endpoints.wiki.update> | ResponseOf<typeof endpoints.wiki.create>>(
      (o) =>
        page
          ? call(endpoints.wiki.update, { params: { id: page.id }, body: { content: body, project: projectId, path, type: PAGE_TYPE_THIRD_PARTY, oldContentHash: page.contentHash } }, o)
          : call(endpoints.wiki.create, { body: { project: projectId, path, content: body, type: PAGE_TYPE_THIRD_PARTY } }, o),
      {
        success: t('projects.linked.saved'),
        fail: 'projects.linked.save-error',
        onRefused: async (res) => {
          if (res.status !== 409) return false;
          // Someone saved in between: show their version and let the user redo the change.
          await load();
          toast.warning(t('projects.linked.stale'));
          return true;
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent className="flex max-h-[min(calc(100dvh-2rem),720px)] max-w-3xl flex-col" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('projects.linked.title')}</DialogTitle>
          <DialogDescription>{t('projects.linked.description')}</DialogDescription>
        </DialogHeader>

        <div className="min-h-0 flex-1 overflow-y-auto rounded-lg border">
          {loading ? (
            <div className="flex items-center justify-center gap-2 py-14 text-sm text-muted-foreground">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              {t('common.loading')}
            </div>
          ) : (
            <Table aria-label={t('projects.linked.table')}>
              <TableHeader className="sticky top-0 z-10 bg-muted">
                <TableRow className="hover:bg-transparent">
                  <TableHead className="w-40 pl-4">{t('projects.linked.group')}</TableHead>
                  <TableHead className="w-[32%]">{t('projects.linked.key')}</TableHead>
                  <TableHead>{t('projects.linked.value')}</TableHead>
                  <TableHead className="w-12 pr-4">
                    <span className="sr-only">{t('common.delete')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow className="hover:bg-transparent">
                    <TableCell colSpan={4} className="py-10 text-center text-sm text-muted-foreground">
                      {t('projects.linked.empty')}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((r, i) => (
                    <TableRow key={r.uid} className="hover:bg-transparent" data-linked-row={i + 1}>
                      <TableCell className="py-2 pl-4">
                        <Select value={r.group} onValueChange={(v) => update(r.uid, { group: v as Group })} disabled={form.busy}>
                          <SelectTrigger className="h-8" aria-label={t('projects.linked.group-aria', { n: i + 1 })}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {LINKED_GROUPS.map((g) => (
                              <SelectItem key={g} value={g}>
                                {g}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      </TableCell>
                      <TableCell className="py-2">
                        <Input
                          value={r.key}
                          onChange={(e) => update(r.uid, { key: e.target.value })}
                          maxLength={200}
                          className="h-8"
                          placeholder={t('projects.linked.key.placeholder')}
                          aria-label={t('projects.linked.key-aria', { n: i + 1 })}
                          data-linked-key
                          disabled={form.busy}
                        />
                      </TableCell>
                      <TableCell className="py-2">
                        <Input
                          value={r.value}
                          onChange={(e) => update(r.uid, { value: e.target.value })}
                          maxLength={2000}
                          className="h-8 font-mono text-[13px]"
                          aria-label={t('projects.linked.value-aria', { n: i + 1 })}
                          disabled={form.busy}
                        />
                      </TableCell>
                      <TableCell className="py-2 pr-4 text-right">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon-sm"
                          onClick={() => setRows((rs) => rs.filter((x) => x.uid !== r.uid))}
                          aria-label={t('projects.linked.remove-aria', { n: i + 1 })}
                          title={t('common.delete')}
                          disabled={form.busy}
                          className="hover:text-destructive"
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          )}
        </div>

        <DialogFooter className="sm:justify-between">
          <Button type="button" variant="outline" onClick={addRow} disabled={loading || form.busy}>
            <Plus aria-hidden="true" />
            {t('projects.linked.add')}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={requestClose} disabled={form.busy}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void save()} loading={form.busy} disabled={loading}>
              {t('projects.linked.save')}
            </Button>
          </div>
        </DialogFooter>

        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t('projects.linked.discard.title')}
          description={t('projects.linked.discard.message')}
          confirmLabel={t('projects.linked.discard.confirm')}
          cancelLabel={t('projects.linked.discard.keep')}
          destructive
          onConfirm={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
