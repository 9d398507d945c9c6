import { AlertCircle, FileSpreadsheet, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@studio/domain';

import { DropZone } from '~/components/drop-zone';
import { formatSize } from '~/components/files/upload-request';
import { formatNumber } from '~/lib/format';

import type { ImportColumn } from './import-model';
import { IMPORT_ACCEPT, type ImportProblem, type ImportState } from './use-import';

/** Choose or drop the file; the columns the header row may name, required ones marked. */
export function ImportUploadCard({
  columns,
  columnLabel,
  onFile,
  disabled,
}: {
  columns: readonly ImportColumn[];
  columnLabel: (name: string) => string;
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="import-upload-title" className="rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]">
      <div className="border-b px-5 py-3.5">
        <h2 id="import-upload-title" className="text-sm font-semibold">{t('import.upload.title')}</h2>
        <p className="text-xs text-muted-foreground">
          {t('import.upload.limits', { size: formatSize(IMPORT_MAX_BYTES, i18n.language), rows: formatNumber(IMPORT_MAX_ROWS, i18n.language) })}
        </p>
      </div>
      <div className="grid gap-6 p-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DropZone
          hint={t('import.upload.hint')}
          chooseLabel={t('import.upload.choose')}
          accept={IMPORT_ACCEPT}
          disabled={disabled}
          onFiles={(files) => files[0] && onFile(files[0])}
          className="py-12"
        />
        <div className="space-y-3">
          <h3 className="text-sm font-medium">{t('import.upload.columns')}</h3>
          <p className="text-xs text-muted-foreground">{t('import.upload.columns-hint')}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('import.upload.columns')}>
            {columns.map((c) => (
              <li key={c.name} className="inline-flex items-center gap-1.5 rounded-md border bg-muted/40 px-2 py-1 text-xs" data-column={c.name}>
                <code className="font-mono text-[11px] text-foreground">{c.name}</code>
                <span className="text-muted-foreground">{columnLabel(c.name)}</span>
                {c.required ? (
                  <span className="font-semibold text-red-700" title={t('import.upload.required')}>
                    *<span className="sr-only"> {t('import.upload.required')}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            <span className="font-semibold text-red-700" aria-hidden="true">* </span>
            {t('import.upload.required-note')}
          </p>
        </div>
      </div>
    </section>
  );
}

/** Sending: the upload's progress, then the server checking (or writing) the rows. */
export function ImportProgress({ file, busy }: { file: File; busy: NonNullable<ImportState['busy']> }) {
  const { t } = useTranslation();
  const percent = Math.round(busy.progress * 100);
  const uploading = busy.progress < 1;
  const label = uploading
    ? t('import.progress.uploading', { name: file.name, percent })
    : t(busy.purpose === 'check' ? 'import.progress.checking' : 'import.progress.importing');
  return (
    <section role="status" aria-live="polite" className="rounded-xl border bg-card px-5 py-4 shadow-[0_1px_2px_rgba(16,24,40,0.04)]" data-progress={uploading ? 'upload' : 'server'}>
      <div className="flex items-center gap-3 text-sm">
        {uploading ? <FileSpreadsheet className="h-5 w-5 text-primary" aria-hidden="true" /> : <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />}
        <span className="font-medium">{label}</span>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
      >
        <div className={uploading ? 'h-full bg-primary transition-[width]' : 'h-full w-1/3 animate-pulse rounded-full bg-primary/70'} style={uploading ? { width: `${percent}%` } : undefined} />
      </div>
    </section>
  );
}

/** A file refused as a whole (type, size, rows, an unknown column), with its name. */
export function ImportProblemAlert({ file, problem }: { file: File | null; problem: ImportProblem }) {
  const { t, i18n } = useTranslation();
  const reason = i18n.exists(problem.code) ? t(problem.code) : t('common.error');
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" data-problem={problem.code}>
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="space-y-0.5">
        {file ? <p className="font-medium">{t('import.problem.title', { name: file.name })}</p> : null}
        <p>{reason}</p>
        {problem.column ? <p>{t('import.problem.column', { column: problem.column })}</p> : null}
      </div>
    </div>
  );
}
