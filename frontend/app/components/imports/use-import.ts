// The import's steps: a file is checked (dry run), then imported whole or its valid rows only.
import * as React from 'react';
import { IMPORT_MAX_BYTES, type ImportAnswer } from '@studio/domain';

import { failToast, type ApiError } from '~/lib/api.client';
import { postForm } from '~/lib/post-form';

import { answerOf } from './import-model';
import { importFileType, readSheet, type SheetPreview } from './read-sheet';

export const IMPORT_ACCEPT = '.xlsx,.csv';

type Purpose = 'check' | 'import';

export type ImportProblem = { code: string; column?: string };

/** The refusal of a whole file (400 import.too-large, import.unknown-column...; details name the column). */
function problemOf(body: unknown, status: number): ImportProblem {
  if (status === 0) return { code: 'common.network-error' };
  const err = (body ?? {}) as ApiError & { details?: { field?: unknown }[] };
  const column = Array.isArray(err.details) && typeof err.details[0]?.field === 'string' ? err.details[0].field : undefined;
  return { code: err.code ?? 'common.error', column };
}

export type ImportState = {
  file: File | null;
  /** The file's cells, read in the browser for display (null until read, or unreadable here). */
  sheet: SheetPreview | null;
  /** The last dry run of `file`. */
  review: ImportAnswer | null;
  /** What the import wrote. */
  result: (ImportAnswer & { onlyValid: boolean }) | null;
  /** Sending: the upload's progress 0..1; at 1 the server is at work. */
  busy: { purpose: Purpose; progress: number } | null;
  /** Why the file was refused as a whole: a catalogue code, and the column it names (an unknown one). */
  problem: ImportProblem | null;
  /** The import found errors the dry run had not (the data changed meanwhile): the review is the new one. */
  changed: boolean;
};

const EMPTY: ImportState = { file: null, sheet: null, review: null, result: null, busy: null, problem: null, changed: false };

export function useImport(url: string) {
  const [state, setState] = React.useState<ImportState>(EMPTY);
  // Answers to a file the user has since replaced are dropped.
  const current = React.useRef<File | null>(null);

  const send = React.useCallback(
    async (file: File, purpose: Purpose, onlyValid: boolean) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const query = purpose === 'check' ? '?dryRun=true' : onlyValid ? '?onlyValid=true' : '';
      const onProgress = (progress: number) =>
        current.current === file && setState((s) => (s.busy ? { ...s, busy: { purpose, progress } } : s));
      setState((s) => ({ ...s, busy: { purpose, progress: 0 }, problem: null }));
      const answer = await postForm<unknown>(`${url}${query}`, form, onProgress);
      if (current.current !== file) return;
      const body = answerOf(answer.data);
      if (answer.ok && body) {
        setState((s) =>
          purpose === 'check'
            ? { ...s, busy: null, review: body, changed: false }
            : { ...s, busy: null, result: { ...body, onlyValid } },
        );
      } else if (answer.status === 422 && body) {
        // import.has-errors: nothing was written; the rows say why.
        setState((s) => ({ ...s, busy: null, review: body, changed: purpose === 'import' }));
      } else if (purpose === 'check') {
        setState((s) => ({ ...s, busy: null, problem: problemOf(answer.data, answer.status) }));
      } else {
        setState((s) => ({ ...s, busy: null }));
        failToast('import.failed', answer.data);
      }
    },
    [url],
  );

  /** A new file: checked at once (dry run) while its cells are read for display. */
  const choose = React.useCallback(
    (file: File) => {
      current.current = file;
      setState({ ...EMPTY, file });
      if (!importFileType(file.name)) return setState((s) => ({ ...s, problem: { code: 'import.invalid-file' } }));
      if (file.size > IMPORT_MAX_BYTES) return setState((s) => ({ ...s, problem: { code: 'import.too-large' } }));
      void readSheet(file).then((sheet) => current.current === file && setState((s) => ({ ...s, sheet })));
      void send(file, 'check', false);
    },
    [send],
  );

  const commit = React.useCallback(
    (onlyValid: boolean) => {
      if (state.file && !state.busy) void send(state.file, 'import', onlyValid);
    },
    [send, state.file, state.busy],
  );

  const reset = React.useCallback(() => {
    current.current = null;
    setState(EMPTY);
  }, []);

  return { state, choose, commit, reset };
}
