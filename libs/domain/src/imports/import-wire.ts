// Imports (API.md "Imports"): the answer shape and the limits, shared by the server and the import screens.

/** At most this many bytes a file, and this many data rows (the header row and blank rows not counted). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export const IMPORT_KINDS = ['employees', 'tasks'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

/** One refused cell: `field` is the column name of the header, `code` a key of the error catalogue. */
export interface ImportCellError {
  field: string;
  code: string;
}

export interface ImportRowResult {
  /** The sheet's row number (the header is row 1). */
  row: number;
  /** The matching key (username or e-mail; a task's alt), null when the row has none. */
  key: string | null;
  action: ImportAction;
  errors: ImportCellError[];
}

export interface ImportSummary {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/** The answer of both imports, 200 or (an error row, neither dryRun nor onlyValid) the body of 422 import.has-errors. */
export interface ImportAnswer {
  summary: ImportSummary;
  rows: ImportRowResult[];
}

export function importSummary(rows: readonly ImportRowResult[]): ImportSummary {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) summary[r.action]++;
  return summary;
}

/** One import that wrote (GET /api/imports/audit). */
export interface ImportAuditRow {
  id: number;
  kind: ImportKind;
  projectId: number | null;
  fileName: string;
  createdBy: string;
  createdByName: string | null;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  /** ISO 8601 instant. */
  at: string;
}
