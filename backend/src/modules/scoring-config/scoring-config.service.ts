import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CONFIG_DEFAULTS, ROLE_MAX, TaskStatus, firstDayOf, latePenaltyPercent, overdueOutcome, previewChanges, toYmd,
  type ConfigPreviewChange, type ConfigRow, type ConfigTable, type YearMonth,
} from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { fieldError } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { DashboardService } from '../dashboard/dashboard.service';
import { SetupChecklistService } from '../setup/setup-checklist.service';
import { TasksRepository, type OverdueUpdate } from '../tasks/tasks.repository';
import { ScoringConfigRepository } from './scoring-config.repository';
import { configErrorField, type CheckedConfigRows } from './dto/config-table.dto';

/** Tasks that still decay past their deadline. */
const OPEN = [TaskStatus.Planning, TaskStatus.InProgress];

/** A preview's transaction is always rolled back: this error carries its answer out of it. */
class PreviewRollback extends Error {
  constructor(readonly changes: ConfigPreviewChange[]) {
    super('preview rolled back');
  }
}

/** A preview recomputes every employee's month twice: bounded, so a huge studio cannot hold a connection long. */
const PREVIEW_STATEMENT_TIMEOUT_MS = 10_000;

/** Reads and writes the scoring configuration tables (API.md "Scoring configuration"). */
@Injectable()
export class ScoringConfigService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly db: Db,
    private readonly repo: ScoringConfigRepository,
    private readonly setup: SetupChecklistService,
    private readonly tasks: TasksRepository,
    private readonly dashboard: DashboardService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  /** The checks of a PUT (and of its preview): the rows' refusal, unknown employees of mission instances. */
  private async checked(t: ConfigTable, checked: CheckedConfigRows): Promise<ConfigRow[]> {
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
    return rows;
  }

  /**
   * Rows sent are upserted on their key columns and the others stay; missions replace the table.
   * A save by `by` also reviews the first-run checklist's scoring step.
   */
  async save(t: ConfigTable, checked: CheckedConfigRows, by?: string): Promise<Record<string, ConfigRow[]>> {
    const rows = await this.checked(t, checked);
    return this.db.tx(async () => {
      await this.write(t, rows, by ?? null);
      if (by) await this.setup.reviewed('scoring', by);
      return { [t.key]: await this.repo.list(t) };
    });
  }

  /** The PUT's writes (inside a transaction): the rows, and what they change at once. */
  private async write(t: ConfigTable, rows: ConfigRow[], by: string | null, due?: { from: number; to: number }): Promise<void> {
    if (t.replace) await this.repo.replace(t, rows);
    else await this.repo.upsert(t, rows);
    if (t.path === 'role-penalties') await this.reapplyLatePenalty(rows, by, due);
  }

  /**
   * A role's new late penalty applies to its open late tasks at once, as the overdue job would
   * (docs/scoring.md "Late penalty"): their final scores are recomputed from the dates with the new rate,
   * a `decay` ledger row each, by the admin. A task the new rate takes to 0 keeps its status here: the
   * job's next run fails it and tells its people, as for any other task.
   */
  private async reapplyLatePenalty(rows: readonly ConfigRow[], by: string | null, due?: { from: number; to: number }): Promise<void> {
    const percents = new Map(rows.map((r) => [r.role as number, r.penaltyPercentage as number]));
    const today = toYmd(this.clock.now(), this.config.timeZone);
    const late = await this.tasks.openLateOfRoles([...percents.keys()], OPEN, today, due);
    const updates: OverdueUpdate[] = [];
    for (const task of late) {
      const outcome = overdueOutcome(task, today, latePenaltyPercent(percents.get(task.role)));
      if (outcome && outcome.finalScore !== task.finalScore) updates.push({ id: task.taskId, finalScore: outcome.finalScore, fail: false });
    }
    if (updates.length) await this.tasks.applyOverdue(updates, TaskStatus.Failure, this.clock.now(), by);
  }

  /**
   * What the PUT of these rows would do to every employee's `month` (API.md preview): the PUT's checks
   * and writes in a transaction that is always rolled back, the month's figures before and after, the
   * employees whose figures change, largest change first. Writes nothing.
   */
  async preview(t: ConfigTable, checked: CheckedConfigRows, month: YearMonth): Promise<{ changes: ConfigPreviewChange[] }> {
    const rows = await this.checked(t, checked);
    try {
      await this.db.tx(async () => {
        await this.repo.boundPreview(PREVIEW_STATEMENT_TIMEOUT_MS);
        const before = await this.dashboard.monthFigures(month);
        // An open task counts in the month of its deadline: only those of this month can move its figures.
        await this.write(t, rows, null, { from: firstDayOf(month), to: firstDayOf(month) + 99 });
        const after = await this.dashboard.monthFigures(month);
        throw new PreviewRollback(previewChanges(before, after));
      });
    } catch (error) {
      if (error instanceof PreviewRollback) return { changes: error.changes };
      throw error;
    }
    throw new Error('unreachable: a preview always rolls back');
  }

  async missionConfig(role: number, missionType: number): Promise<{ missionConfig: ConfigRow }> {
    const row = role <= ROLE_MAX && missionType <= 5 ? await this.repo.missionConfig(role, missionType) : undefined;
    if (!row) throw notFound();
    return { missionConfig: row };
  }

  /** This month in the company time zone (the preview's default). */
  currentMonth(): YearMonth {
    const today = toYmd(this.clock.now(), this.config.timeZone);
    return { year: Math.floor(today / 10000), month: Math.floor(today / 100) % 100 };
  }
}
