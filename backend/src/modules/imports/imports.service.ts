import { Injectable } from '@nestjs/common';
import {
  importSummary, matchHeader, rowRecord, type CellValue, type ImportAnswer, type ImportKind, type ImportRowResult, type SheetRows,
} from '@studio/domain';
import ExcelJS from 'exceljs';
import type { AuthUser } from '../../common/auth-user';
import { DomainError } from '../../common/domain-error';
import { Db } from '../../database/db';
import type { UploadedFile } from '../files/multipart.interceptor';
import { PermissionsService } from '../permissions/permissions.service';
import { ImportsRepository } from './imports.repository';
import { readSheet } from './sheet-reader';

export interface ImportOptions {
  /** Match and check only; nothing is written, no lock is taken. */
  dryRun: boolean;
  /** Write the valid rows even when others have errors (else an error row refuses the whole file: 422). */
  onlyValid: boolean;
}

/** The rows of a file as {column: cell}, with their sheet row numbers. */
export interface ImportRows<K extends string> {
  present: Set<K>;
  rows: { row: number; cells: Partial<Record<K, CellValue>> }[];
}

/** What a kind of import does with the rows: each row's answer, and the write of the rows without errors. */
export interface ImportPlan {
  rows: ImportRowResult[];
  write(): Promise<void>;
}

/** One import of `kind` in the project (0 for employees). */
export interface ImportRun<K extends string> {
  kind: ImportKind;
  projectId: number;
  user: AuthUser;
  file: UploadedFile | undefined;
  columns: readonly K[];
  options: ImportOptions;
  plan(rows: ImportRows<K>): Promise<ImportPlan>;
}

/**
 * What both imports share (API.md "Imports", decision 032): reading the file, the header, the lock,
 * one transaction, all-or-nothing against onlyValid, the dry run and the audit row.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly db: Db,
    private readonly repo: ImportsRepository,
    private readonly permissions: PermissionsService,
  ) {}

  async run<K extends string>(run: ImportRun<K>): Promise<ImportAnswer> {
    if (!run.file) throw new DomainError('file.required', 400);
    const rows = headed(await readSheet(run.file), run.columns);
    return this.db.tx(async () => {
      // Taken before matching: a concurrent import of the same file waits, then finds the rows this one wrote.
      if (!run.options.dryRun) await this.repo.lock(run.kind, run.projectId);
      const plan = await run.plan(rows);
      const answer: ImportAnswer = { summary: importSummary(plan.rows), rows: plan.rows };
      if (run.options.dryRun) return answer;
      if (answer.summary.error && !run.options.onlyValid) throw new DomainError('import.has-errors', 422, undefined, undefined, { ...answer });
      await plan.write();
      await this.repo.insertAudit({
        kind: run.kind, projectId: run.kind === 'tasks' ? run.projectId : null, fileName: run.file!.originalname.slice(0, 255),
        createdBy: run.user.id, summary: answer.summary,
      });
      return answer;
    });
  }

  /** An .xlsx with the header row and one example row. */
  async template(sheetName: string, columns: readonly string[], example: Readonly<Record<string, unknown>>): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(sheetName);
    ws.addRow([...columns]);
    ws.addRow(columns.map((c) => example[c] ?? null));
    ws.getRow(1).font = { bold: true };
    ws.columns.forEach((column) => { column.width = 18; });
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** The imports the caller may see: employee imports with Admin.Employee.Get, task imports of projects where they hold Task.Get. */
  async audit(user: AuthUser, filter: { kind?: ImportKind; projectId?: number }) {
    const [employees, projects] = await Promise.all([
      this.permissions.has(user, 'Admin.Employee.Get'),
      this.permissions.projectsWith(user, 'Task.Get'),
    ]);
    return { imports: await this.repo.audit({ employees, projects, ...filter, limit: 200 }) };
  }
}

/** Names the columns from the header row (400 import.unknown-column / import.duplicate-column); a file without one is import.invalid-file. */
function headed<K extends string>(sheet: SheetRows, columns: readonly K[]): ImportRows<K> {
  if (!sheet.header) throw new DomainError('import.invalid-file', 400);
  const match = matchHeader(columns, sheet.header.cells);
  if (!match.ok) throw new DomainError(match.code, 400, [{ field: match.column, message: match.code }]);
  return { present: match.present, rows: sheet.rows.map((r) => ({ row: r.row, cells: rowRecord(match.columns, r.cells) })) };
}
