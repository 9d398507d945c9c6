import { Injectable, Logger } from '@nestjs/common';
import { CONFIG_DEFAULTS, ROLE_MAX, type ConfigRow, type ConfigTable } from '@studio/domain';
import { DomainError, notFound } from '../../common/domain-error';
import { fieldError } from '../../common/field-error';
import { Db } from '../../database/db';
import { SetupChecklistService } from '../setup/setup-checklist.service';
import { ScoringConfigRepository } from './scoring-config.repository';
import { configErrorField, type CheckedConfigRows } from './dto/config-table.dto';

/** Reads and writes the scoring configuration tables (API.md "Scoring configuration"). */
@Injectable()
export class ScoringConfigService {
  private readonly logger = new Logger('Seed');

  constructor(private readonly db: Db, private readonly repo: ScoringConfigRepository, private readonly setup: SetupChecklistService) {}

  /**
   * Writes the default rows whose key has no row yet (API.md "Defaults", docs/scoring.md), at every
   * start: a fresh database gets them all, an older one the missing ones, an admin's value stays. Each
   * insert skips a key another instance wrote first (on conflict do nothing), so concurrent starts agree.
   */
  async writeDefaults(): Promise<number> {
    let written = 0;
    for (const d of CONFIG_DEFAULTS) written += await this.repo.insertMissing(d.table, d.rows);
    if (written) this.logger.log(`Wrote ${written} default scoring configuration rows (docs/scoring.md, Defaults)`);
    return written;
  }

  async list(t: ConfigTable): Promise<Record<string, ConfigRow[]>> {
    return { [t.key]: await this.repo.list(t) };
  }

  /**
   * Rows sent are upserted on their key columns and the others stay; missions replace the table.
   * A save by `by` also reviews the first-run checklist's scoring step.
   */
  async save(t: ConfigTable, checked: CheckedConfigRows, by?: string): Promise<Record<string, ConfigRow[]>> {
    if ('error' in checked) {
      throw new DomainError(checked.error.code, undefined, [fieldError(configErrorField(t, checked.error), 'forms.error.invalid', checked.error.code, {})]);
    }
    const rows = checked.rows;
    if (t.path === 'mission-instances') {
      const ids = [...new Set(rows.map((r) => r.employee as string))];
      const known = await this.repo.existingEmployees(ids);
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length) throw new DomainError('common.validation', 400, missing.slice(0, 20).map((m) => fieldError('employee', 'forms.error.choice', `Unknown employee ${m}`, {})));
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
