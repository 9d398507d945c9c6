// Import project summaries from CSV (admin): choose a file or paste the text, send it as
// text/csv, then read how many rows were written and which lines were refused (line 1 is the header).
import * as React from 'react';
import { PROJECT_SUMMARY_COLUMNS, type CsvLineError } from '@studio/domain';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

import { Field } from '~/components/field';
import { FormDialogFooter } from '~/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Textarea } from '~/components/ui/textarea';
import type { ApiOptions, ApiResponse } from '~/lib/api.client';
import { useFormDialog } from '~/lib/use-form-dialog';

type ImportResult = { imported: number; errors: CsvLineError[] };

async function postCsv(text: string, _options: ApiOptions): Promise<ApiResponse<ImportResult>> {
  try {
    const res = await fetch('/api/project-summaries/import', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv', 'Accept-Language': i18next.language === 'en' ? 'en' : 'vi' },
      credentials: 'same-origin',
      body: text,
    });
    const data = (await res.json().catch(() => null)) as ImportResult;
    return { ok: res.ok, status: res.status, data };
  } catch {
    return { ok: false, status: 0, data: null as unknown as ImportResult };
  }
}

export function ImportDialog({ open, onOpenChange, onImported }: { open: boolean; onOpenChange: (open: boolean) => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = React.useState('');
  const [result, setResult] = React.useState<ImportResult | null>(null);
  const form = useFormDialog<'csv'>({
    open,
    onOpenChange,
    onOpen: () => {
      setText('');
      setResult(null);
    },
    fields: ['csv'],
    fieldId: () => 'import-csv-text',
  });

  async function readFile(file: File | undefined) {
    if (!file) return;
    setText(await file.text());
    setResult(null);
    form.clear('csv');
  }

  async function send() {
    if (!text.trim()) return form.refuse('csv', t('reports.import.empty'));
    await form.submit((o) => postCsv(text, o), {
      keepOpen: true,
      fail: 'reports.import.fail',
      onSuccess: (data) => {
        setResult(data);
        if (data.imported) onImported();
      },
    });
  }

  return (
    <Dialog {...form.dialog}>
      <DialogContent className="max-w-2xl" closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('reports.import.title')}</DialogTitle>
          <DialogDescription>{t('reports.import.description', { columns: PROJECT_SUMMARY_COLUMNS.join(',') })}</DialogDescription>
        </DialogHeader>
        <form id="import-csv-form" onSubmit={form.onSubmit(send)} noValidate className="space-y-4">
          <Field id="import-csv-file" label={t('reports.import.file')}>
            <Input type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e.target.files?.[0])} />
          </Field>
          <Field id="import-csv-text" label={t('reports.import.text')} error={form.error('csv')} required>
            <Textarea
              rows={7}
              className="font-mono text-xs"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                form.clear('csv');
              }}
              placeholder={`${PROJECT_SUMMARY_COLUMNS.join(',')}\n12,20261101,1500000,2500000,3000000,100000,0.3,1.2`}
            />
          </Field>
        </form>
        {result ? (
          <div className="space-y-2 rounded-md border p-3 text-sm" role="status">
            <p className="font-medium">{t('reports.import.imported', { count: result.imported })}</p>
            {result.errors.length ? (
              <>
                <p className="text-red-700">{t('reports.import.bad-lines', { count: result.errors.length })}</p>
                <ul className="max-h-40 space-y-1 overflow-y-auto text-xs" tabIndex={0} aria-label={t('reports.import.bad-lines', { count: result.errors.length })}>
                  {result.errors.map((e) => (
                    <li key={e.line}><span className="font-semibold">{t('reports.import.line', { line: e.line })}</span> {e.message}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        <FormDialogFooter form={form} formId="import-csv-form" submitLabel={t('reports.import.submit')} />
      </DialogContent>
    </Dialog>
  );
}
