import { Injectable } from '@nestjs/common';
import { checkConfigRows, ROLE_MAX, type ConfigRow, type ConfigTable } from '@studio/domain';
import { DomainError, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import { SetupChecklistService } from '../setup/setup-checklist.service';
import { ScoringConfigRepository } from './scoring-config.repository';

/** Reads and writes the scoring configuration tables (API.md "Scoring configuration"). */
@Injectable()
export class ScoringConfigService {
  constructor(private readonly db: Db, private readonly repo: ScoringConfigRepository, private readonly setup: SetupChecklistService) {}

  async list(t: ConfigTable): Promise<Record<string, ConfigRow[]>> {
    return { [t.key]: await this.repo.list(t) };
  }

  /**
   * Rows sent are upserted on their key columns and the others stay; missions replace the table.
   * A save by `by` also reviews the first-run checklist's scoring step.
   */
  async save(t: ConfigTable, body: unknown, by?: string): Promise<Record<string, ConfigRow[]>> {
    const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[t.key] : undefined;
    const checked = checkConfigRows(t, sent);
    if ('error' in checked) {
      const { code, row, field } = checked.error;
      throw new DomainError(code, undefined, [{ field: row >= 0 ? `${t.key}[${row}].${field}` : t.key, message: code }]);
    }
    const rows = checked.rows;
    if (t.path === 'mission-instances') {
      const ids = [...new Set(rows.map((r) => r.employee as string))];
      const known = await this.repo.existingEmployees(ids);
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length) throw new DomainError('common.validation', 400, missing.slice(0, 20).map((m) => ({ field: 'employee', message: `Unknown employee ${m}` })));
    }
    return this.db.tx(async () => {
      if (t.replace) await this.repo.replace(t, rows);
      else await this.repo.upsert(t, rows);
      if (by) await this.setup.reviewed('scoring', by);
      return { [t.key]: await this.repo.list(t) };
    });
  }

  async missionConfig(role: number, missionType: number): Promise<{ missionConfig: ConfigRow }> {
    const row = role <= ROLE_MAX && missionType <= 5 ? await this.repo.missionConfig(role, missionType) : undefined;
    if (!row) throw notFound();
    return { missionConfig: row };
  }
}
