import { Injectable } from '@nestjs/common';
import type { ImportAuditRow, ImportKind, ImportSummary } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeNameOrNull, isoUtc } from '../../database/sql';

export interface NewImportAudit {
  kind: ImportKind;
  projectId: number | null;
  fileName: string;
  createdBy: string;
  summary: ImportSummary;
}

/** The import_audit table, and the lock that makes imports of one kind (and project) run one at a time. */
@Injectable()
export class ImportsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Held until the transaction ends; taken before the rows are matched, so a second import of the
   * same file sees what the first created. The wait is bounded by lock_timeout (then 503 common.busy).
   */
  async lock(kind: ImportKind, projectId: number): Promise<void> {
    await this.db.exec(`select pg_advisory_xact_lock(hashtext($1), $2)`, [`import.${kind}`, projectId]);
  }

  async insertAudit(a: NewImportAudit): Promise<void> {
    await this.db.exec(
      `insert into import_audit (kind, project_id, file_name, created_by, created, updated, unchanged, errors)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [a.kind, a.projectId, a.fileName, a.createdBy, a.summary.create, a.summary.update, a.summary.unchanged, a.summary.error],
    );
  }

  /** Newest first; employee imports when `employees`, task imports of `projects` (both filtered by the optional kind and project). */
  audit(filter: { employees: boolean; projects: number[]; kind?: ImportKind; projectId?: number; limit: number }): Promise<ImportAuditRow[]> {
    return this.db.many<ImportAuditRow>(
      `select a.id, a.kind, a.project_id as "projectId", a.file_name as "fileName", a.created_by as "createdBy",
              ${employeeNameOrNull('e')} as "createdByName",
              a.created, a.updated, a.unchanged, a.errors,
              ${isoUtc('a.created_at')} as at
         from import_audit a left join employee e on e.id = a.created_by
        where ((a.kind = 'employees' and $1) or (a.kind = 'tasks' and a.project_id = any($2::int[])))
          and ($3::text is null or a.kind = $3) and ($4::int is null or a.project_id = $4)
        order by a.created_at desc, a.id desc limit $5`,
      [filter.employees, filter.projects, filter.kind ?? null, filter.projectId ?? null, filter.limit],
    );
  }
}
