// The task import (API.md "Imports"): its columns and the checks of one row that need no database.
import { CREATIVE_TYPES } from '../scoring-config/config-tables';
import { parseBoolean, parseImportDate, parseNumber, parseText, rowReader, type CellParse, type CellValue } from './cells';
import { parseRole } from './employee-import';
import type { ImportCellError } from './import-wire';

export const TASK_IMPORT_COLUMNS = ['alt', 'name', 'role', 'employee', 'score', 'deadline', 'input', 'isSudden', 'creativeType'] as const;
export type TaskImportColumn = (typeof TASK_IMPORT_COLUMNS)[number];

/** The template's example row. */
export const TASK_IMPORT_EXAMPLE: Readonly<Record<TaskImportColumn, string | number | boolean>> = {
  alt: 'LV-001', name: 'Build level 1', role: 'unity_dev', employee: 'annv', score: 10, deadline: '2026-12-31',
  input: 'https://docs.example.com/level-1', isSudden: false, creativeType: '',
};

/** A creative type's name in a file (decision 057's four types), as the config screens' English labels. */
const CREATIVE_TYPE_NAMES: Readonly<Record<string, number>> = { video: 1, 'playable ad': 2, playable: 2, image: 3, 'store listing': 4 };

/** A creative type by id (1-4) or English name (video, playable ad, image, store listing; `_` or `-` for spaces). */
export function parseCreativeType(cell: CellValue): CellParse<number> {
  if (cell === null) return { blank: true };
  const text = String(cell).trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  const type = /^\d+$/.test(text) ? Number(text) : CREATIVE_TYPE_NAMES[text];
  return type !== undefined && CREATIVE_TYPES.includes(type) ? { value: type } : { error: 'import.unknown-creative-type' };
}

export interface TaskImportFields {
  alt?: string;
  name?: string;
  role?: number;
  employee?: string;
  score?: number;
  deadline?: number;
  /** The cell's text: a link or a text (stored as task content JSON). */
  input?: string;
  isSudden?: boolean;
  /** Decision 057: set when the task is created, never changed by a file. */
  creativeType?: number;
}

export interface ParsedTaskRow {
  fields: TaskImportFields;
  errors: ImportCellError[];
}

/** The column a task rule's error belongs to (an output a creative role needs has no column: its role). */
export const TASK_ERROR_FIELD: Readonly<Record<string, TaskImportColumn>> = {
  'task.employee-required': 'employee',
  'task.creative-employee-required': 'employee',
  'task.employee-not-member': 'employee',
  'task.employee-not-planning': 'employee',
  'task.role-required': 'role',
  'task.output-required': 'role',
  'task.content-invalid': 'role',
  'task.output-empty': 'role',
  'task.name-required': 'name',
  'project.task-view.edit.task-name.error': 'name',
  'task.score-required': 'score',
  'task.score-negative': 'score',
  'task.score-exceeds-limit': 'score',
  'task.deadline-input-required': 'deadline',
  'task.deadline-not-editable': 'deadline',
  'task.creative-type-invalid': 'creativeType',
  'task.creative-type-fixed': 'creativeType',
};

/** Reads one row's cells into fields; each cell that cannot be read is an error on its column; the key `alt` is required. */
export function parseTaskRow(cells: Partial<Record<TaskImportColumn, CellValue>>): ParsedTaskRow {
  const { fields, errors, take } = rowReader<TaskImportFields>();
  take('alt', parseText(cells.alt ?? null, 64));
  if (fields.alt === undefined && !errors.length) errors.push({ field: 'alt', code: 'import.required' });
  take('name', parseText(cells.name ?? null, 500));
  take('role', parseRole(cells.role ?? null));
  take('employee', parseText(cells.employee ?? null, 64));
  take('score', parseNumber(cells.score ?? null));
  take('deadline', parseImportDate(cells.deadline ?? null));
  take('input', parseText(cells.input ?? null, 10000));
  take('isSudden', parseBoolean(cells.isSudden ?? null));
  take('creativeType', parseCreativeType(cells.creativeType ?? null));
  return { fields, errors };
}
