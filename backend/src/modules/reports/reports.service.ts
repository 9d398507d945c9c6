import { Inject, Injectable } from '@nestjs/common';
import {
  costRow, diffDays, MAX_REPORT_DAYS, MAX_SUMMARY_ROWS, parseSummaryCsv, toYmd, withFigures,
  type CostSummaryRow, type CsvLineError, type ProjectSummaryFigures, type ProjectSummaryRow,
} from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { invalidField } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { ReportsRepository, type ReportProject, type ReportRow } from './reports.repository';

export interface DateRange {
  startDate: number;
  endDate: number;
}

export interface ProjectReport {
  project: ReportProject;
  data: ProjectSummaryFigures[];
}

const invalid = (field: string, message: string) => invalidField(field, 'forms.error.invalid', message, {});

/** Both bounds, in order, at most MAX_REPORT_DAYS apart. */
export function checkRange(range: { startDate?: number; endDate?: number }): DateRange {
  if (range.startDate === undefined) throw invalidField('startDate', 'forms.error.required', 'startDate is required', {});
  if (range.endDate === undefined) throw invalidField('endDate', 'forms.error.required', 'endDate is required', {});
  if (range.startDate > range.endDate) throw invalid('startDate', 'startDate must not be after endDate');
  if (diffDays(range.endDate, range.startDate) + 1 > MAX_REPORT_DAYS) throw invalid('endDate', `the range must not be longer than ${MAX_REPORT_DAYS} days`);
  return { startDate: range.startDate, endDate: range.endDate };
}

function figures(row: ReportRow): ProjectSummaryFigures {
  return withFigures({
    project: row.project, date: row.date, revenueIap: row.revenueIap, revenueAds: row.revenueAds,
    costUa: row.costUa, costTracking: row.costTracking, anr: row.anr, crashRate: row.crashRate,
  });
}

/** Project summaries (read, write, CSV import), the project report and the cost summary. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  summaries(project: number | null, range: DateRange): Promise<ProjectSummaryRow[]> {
    return this.repo.summaries({ project, ...range });
  }

  /** Upserts on (project, date); a key twice in one call is refused (which of the two would win?). */
  async write(rows: ProjectSummaryRow[]): Promise<number> {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = `${r.project}:${r.date}`;
      if (seen.has(key)) throw invalid(`summaries.${i}`, `project ${r.project} on ${r.date} is listed twice`);
      seen.add(key);
    });
    return this.repo.upsert(sorted(rows));
  }

  /** Writes the good lines of a CSV and lists the bad ones; a bad line writes nothing. */
  async importCsv(text: string): Promise<{ imported: number; errors: CsvLineError[] }> {
    const parsed = parseSummaryCsv(text);
    if (parsed.rows.length + parsed.errors.length > MAX_SUMMARY_ROWS + 1) {
      throw invalidField('body', 'forms.error.max-items', `at most ${MAX_SUMMARY_ROWS} rows per import`, { max: MAX_SUMMARY_ROWS });
    }
    const errors = [...parsed.errors];
    const known = await this.repo.existingProjects([...new Set(parsed.rows.map((r) => r.row.project))]);
    const good: ProjectSummaryRow[] = [];
    for (const { line, row } of parsed.rows) {
      if (known.has(row.project)) good.push(row);
      else errors.push({ line, message: `Project ${row.project} does not exist` });
    }
    const imported = await this.repo.upsert(sorted(good));
    return { imported, errors: errors.sort((a, b) => a.line - b.line) };
  }

  async projectReport(range: DateRange, platforms: number[] | null): Promise<ProjectReport[]> {
    const rows = await this.repo.reportRows({ ...range, platforms, project: null });
    const out: ProjectReport[] = [];
    for (const row of rows) {
      let last = out[out.length - 1];
      if (!last || last.project.id !== row.project) {
        last = { project: { id: row.project, name: row.name, icon: row.icon, platform: row.platform }, data: [] };
        out.push(last);
      }
      last.data.push(figures(row));
    }
    return out;
  }

  async oneProjectReport(projectId: number, range: DateRange): Promise<ProjectReport> {
    const project = await this.repo.project(projectId);
    if (!project) throw new DomainError('common.not-found', 404);
    const rows = await this.repo.reportRows({ ...range, platforms: null, project: projectId });
    return { project, data: rows.map(figures) };
  }

  async costSummary(range: DateRange, projects: number[] | null): Promise<{
    result: CostSummaryRow[]; projects: { id: number; name: string }[]; employees: { id: string; name: string }[];
  }> {
    const today = toYmd(this.clock.now(), this.config.timeZone);
    const fixed = await this.repo.fixedCosts({ ...range, projects, today, timeZone: this.config.timeZone });
    const result = fixed.map((f) => costRow(f.projectId, f.role, f.employeeId, f.fix));
    const [options, employees] = await Promise.all([
      this.repo.projectOptions(),
      this.repo.employeeNames([...new Set(result.map((r) => r.employeeId))]),
    ]);
    return { result, projects: options, employees };
  }
}

function sorted(rows: ProjectSummaryRow[]): ProjectSummaryRow[] {
  return [...rows].sort((a, b) => a.project - b.project || a.date - b.date);
}
