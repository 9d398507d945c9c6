// The import screen shared by the employee and the task imports: template, upload, dry run
// (summary and rows), import of all or of the valid rows, result.
import * as React from 'react';
import { Link } from '@remix-run/react';
import { ArrowLeft, CheckCircle2, Download, FileSpreadsheet, RotateCcw, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';
import { formatNumber } from '~/lib/format';
import { formatSize } from '~/components/files/upload-request';

import { writtenCount, type ImportColumn } from './import-model';
import { ImportRowsTable } from './import-rows-table';
import { ImportSummaryTiles } from './import-summary';
import { ImportProblemAlert, ImportProgress, ImportUploadCard } from './import-upload';
import { useImport, type ImportState } from './use-import';

type Props = {
  title: string;
  description: string;
  /** GET: the .xlsx template; POST: the import (API.md "Imports"). */
  templateUrl: string;
  importUrl: string;
  columns: readonly ImportColumn[];
  /** The list the imported rows land in. */
  back: { to: string; label: string };
};

const CARD = 'rounded-xl border bg-card shadow-[0_1px_2px_rgba(16,24,40,0.04)]';

export function ImportScreen({ title, description, templateUrl, importUrl, columns, back }: Props) {
  const { t, i18n } = useTranslation();
  const { state, choose, commit, reset } = useImport(importUrl);
  const columnLabel = React.useCallback(
    (name: string) => {
      const label = columns.find((c) => c.name === name)?.label;
      return label && i18n.exists(label) ? t(label) : name;
    },
    [t, i18n, columns],
  );
  const { file, busy, review, result, problem } = state;

  return (
    <PageContainer className="max-w-7xl space-y-6">
      <div className="space-y-3">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label}
        </Link>
        <PageHeader
          title={title}
          description={description}
          actions={
            <Button variant="outline" asChild>
              <a href={templateUrl} download>
                <Download aria-hidden="true" />
                {t('import.template')}
              </a>
            </Button>
          }
        />
      </div>

      {problem ? <ImportProblemAlert file={file} problem={problem} /> : null}

      {result && file ? (
        <ImportResult file={file} result={result} back={back} onAgain={reset} />
      ) : review && file ? (
        <ImportReview state={state} file={file} onCommit={commit} onAgain={reset} />
      ) : busy ? null : (
        <ImportUploadCard columns={columns} columnLabel={columnLabel} onFile={choose} disabled={!!busy} />
      )}

      {busy && file ? <ImportProgress file={file} busy={busy} /> : null}

      {review && !result ? (
        <ImportRowsTable key={reviewKey(state)} answer={review} sheet={state.sheet} columns={columns} columnLabel={columnLabel} />
      ) : null}
      {/* The rows left out, to fix in the file. */}
      {result?.summary.error ? (
        <ImportRowsTable key="result" answer={result} sheet={state.sheet} columns={columns} columnLabel={columnLabel} />
      ) : null}
    </PageContainer>
  );
}

// A new check starts the table over (filter, page).
const reviewKey = (state: ImportState) => `${state.file?.name}-${state.file?.lastModified}-${state.changed}`;

function FileLine({ file }: { file: File }) {
  const { i18n } = useTranslation();
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm">
      <FileSpreadsheet className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
      <span className="truncate font-medium" data-file-name>{file.name}</span>
      <span className="shrink-0 tabular-nums text-muted-foreground">{formatSize(file.size, i18n.language)}</span>
    </p>
  );
}

function ImportReview({ state, file, onCommit, onAgain }: { state: ImportState; file: File; onCommit: (onlyValid: boolean) => void; onAgain: () => void }) {
  const { t, i18n } = useTranslation();
  const review = state.review!;
  const { error } = review.summary;
  const written = writtenCount(review.summary);
  const busy = !!state.busy;
  const note = written === 0
    ? t(error ? 'import.review.nothing-valid' : 'import.review.nothing')
    : error
      ? t('import.review.skipped', { count: error, n: formatNumber(error, i18n.language) })
      : t('import.review.ready', { count: written, n: formatNumber(written, i18n.language) });

  return (
    <section aria-labelledby="import-review-title" className={CARD} data-review>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-3.5">
        <div className="min-w-0 space-y-0.5">
          <h2 id="import-review-title" className="text-sm font-semibold">{t('import.review.title')}</h2>
          <FileLine file={file} />
        </div>
        <Button variant="outline" onClick={onAgain} disabled={busy}>
          <RotateCcw aria-hidden="true" />
          {t('import.choose-another')}
        </Button>
      </div>
      <div className="space-y-4 p-5">
        {state.changed ? (
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
            {t('import.review.changed')}
          </p>
        ) : null}
        <ImportSummaryTiles summary={review.summary} tense="dry-run" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t bg-muted/20 px-5 py-3.5">
        <p className="text-sm text-muted-foreground">{note}</p>
        {written > 0 ? (
          <Button onClick={() => onCommit(error > 0)} loading={busy && state.busy?.purpose === 'import'} disabled={busy}>
            <Upload aria-hidden="true" />
            {t(error ? 'import.commit-valid' : 'import.commit')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function ImportResult({ file, result, back, onAgain }: {
  file: File;
  result: NonNullable<ImportState['result']>;
  back: Props['back'];
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="import-result-title" className={CARD} data-result>
      <div className="flex items-start gap-3 border-b px-5 py-4">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
        <div className="min-w-0 space-y-0.5">
          <h2 id="import-result-title" className="text-sm font-semibold" role="status">{t('import.result.title')}</h2>
          <FileLine file={file} />
        </div>
      </div>
      <div className="p-5">
        <ImportSummaryTiles summary={result.summary} tense="done" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t bg-muted/20 px-5 py-3.5">
        <p className="text-sm text-muted-foreground">
          {result.summary.error
            ? t('import.result.skipped', { count: result.summary.error, n: formatNumber(result.summary.error, i18n.language) })
            : t('import.result.complete')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={onAgain}>
            <RotateCcw aria-hidden="true" />
            {t('import.again')}
          </Button>
          <Button asChild>
            <Link to={back.to}>{back.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
