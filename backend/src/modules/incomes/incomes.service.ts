import { Inject, Injectable } from '@nestjs/common';
import {
  checkIncome, defaultIncomeRange, IncomeType, isValidYmd, type BusinessBonusValue, type CheckedIncome, type Income, type IncomeEmployee,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { keepJson, type KeptJson } from '../../common/kept-json';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { fieldError } from '../../common/field-error';
import { APP_CONFIG, type AppConfig } from '../../config';
import { Db } from '../../database/db';
import { PermissionsService } from '../permissions/permissions.service';
import type { IncomeDto } from './dto/income.dto';
import { IncomesRepository, type IncomeFilter } from './incomes.repository';

/** Changing who sees an income (isShow), or deleting a shown one, takes this on top of EmployeeIncome.Get.All. */
export const INCOME_SHOW_PERMISSION = 'Admin.EmployeeIncome.Set';

const KEPT_LIMIT = 32;

export interface ListQuery {
  from?: number;
  to?: number;
  employee?: string;
  showHidden?: boolean;
}

/** Employee incomes (API.md "Employee income"); rules in libs/domain income-rules. */
@Injectable()
export class IncomesService {
  /** Kept list answers by filter; each is valid while the income revision it was built at holds. */
  private readonly kept = new Map<string, { revision: number; list: Promise<KeptJson> }>();

  constructor(
    private readonly db: Db,
    private readonly repo: IncomesRepository,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  filter(q: ListQuery): IncomeFilter {
    const range = defaultIncomeRange(this.clock.now(), this.config.timeZone);
    const employees = q.employee === undefined ? null : [...new Set(q.employee.split(',').map((s) => s.trim()).filter(Boolean))];
    return {
      from: q.from ?? range.from,
      to: q.to ?? range.to,
      employees: employees && employees.length ? employees.sort() : null,
      showHidden: q.showHidden === true,
    };
  }

  /**
   * `{employeeIncome: [...]}` as bytes. The list of a year of a large studio is megabytes of JSON, so
   * an answer is kept per filter and served again until an income write bumps the revision (one
   * primary-key read per call; every instance sees the same counter).
   */
  async listKept(q: ListQuery): Promise<KeptJson> {
    const f = this.filter(q);
    const key = JSON.stringify(f);
    const revision = await this.repo.revision();
    // Keyed by the revision it was asked at, in flight or not: the calls that arrive while it is being
    // built wait for that one build (ten readers after a write used to build it ten times at once).
    const hit = this.kept.get(key);
    if (hit && hit.revision >= revision) return hit.list;
    const list = this.repo.listJson(f).then((json) => keepJson(`{"employeeIncome":${json}}`));
    if (this.kept.size >= KEPT_LIMIT) this.kept.clear();
    this.kept.set(key, { revision, list });
    list.catch(() => {
      if (this.kept.get(key)?.list === list) this.kept.delete(key);
    });
    return list;
  }

  async own(user: AuthUser, year: number | undefined): Promise<{ employeeIncome: Income[]; projects: { id: number; name: string }[] }> {
    const employeeIncome = await this.repo.ownShown(user.id, year ?? null);
    const ids = [...new Set(employeeIncome.flatMap((i) => (i.type === IncomeType.BusinessBonus ? (i.value as BusinessBonusValue).project : [])))];
    return { employeeIncome, projects: ids.length ? await this.repo.projects(ids) : [] };
  }

  /** Everyone an income may be recorded for: new hires without a role and leavers too (a final slip). */
  employees(): Promise<{ employees: IncomeEmployee[] }> {
    return this.repo.employees().then((employees) => ({ employees }));
  }

  projects(): Promise<{ projects: { id: number; name: string }[] }> {
    return this.repo.projects(null).then((projects) => ({ projects }));
  }

  async create(user: AuthUser, dto: IncomeDto): Promise<{ income: Income }> {
    const income = this.check(dto);
    if (income.isShow) await this.requireShowRight(user);
    await this.checkReferences(income);
    return this.db.tx(async () => {
      const created = await this.repo.insert(income);
      await this.repo.bumpRevision();
      return { income: created };
    });
  }

  /** Fields left out keep their value; the row is locked, so an isShow change is judged on what is stored. */
  async update(user: AuthUser, id: number, dto: IncomeDto): Promise<{ income: Income }> {
    return this.db.tx(async () => {
      const current = await this.repo.lock(id);
      if (!current) throw notFound();
      const sentType = dto.type !== undefined && dto.type !== current.type;
      const next = this.check({
        employee: dto.employee ?? current.employee,
        type: dto.type ?? current.type,
        date: dto.date ?? current.date,
        isShow: dto.isShow ?? current.isShow,
        // A new type needs its own value; the amount follows the value.
        value: dto.value !== undefined ? dto.value : sentType ? undefined : current.value,
        income: dto.income,
      });
      // Moving a shown income to someone else takes it out of one profile and shows it in another:
      // the same right as showing or hiding it.
      if (next.isShow !== current.isShow || (current.isShow && next.employee !== current.employee)) await this.requireShowRight(user);
      await this.checkReferences(next);
      const updated = await this.repo.update(id, next);
      await this.repo.bumpRevision();
      return { income: updated };
    });
  }

  /**
   * Deleting an income the employee sees takes it out of their profile, as hiding it would: that
   * needs Admin.EmployeeIncome.Set too (decision 027). Judged on the locked row.
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    // Resolved before the row lock, which is held as briefly as possible.
    const mayShow = await this.permissions.has(user, INCOME_SHOW_PERMISSION);
    await this.db.tx(async () => {
      const current = await this.repo.lock(id);
      if (!current) throw notFound();
      if (current.isShow && !mayShow) throw new DomainError('income.no-permission-delete-shown', 403);
      await this.repo.remove(id);
      await this.repo.bumpRevision();
    });
  }

  private check(input: IncomeDto): CheckedIncome {
    const checked = checkIncome(input, isValidYmd);
    if ('error' in checked) {
      const { code, field } = checked.error;
      // The message stays the error code, as before; the field code is what the screens translate.
      throw new DomainError(code, undefined, [fieldError(field, 'forms.error.invalid', code, {})]);
    }
    return checked.ok;
  }

  private async requireShowRight(user: AuthUser): Promise<void> {
    if (!(await this.permissions.has(user, INCOME_SHOW_PERMISSION))) throw new DomainError('income.no-permission-show', 403);
  }

  private async checkReferences(income: CheckedIncome): Promise<void> {
    if (!(await this.repo.employeeExists(income.employee))) {
      throw new DomainError('common.reference-missing', 400, [{ field: 'employee', message: `Unknown employee ${income.employee}` }]);
    }
    if (income.type === IncomeType.BusinessBonus) {
      const ids = (income.value as BusinessBonusValue).project;
      const known = await this.repo.existingProjects(ids);
      const missing = ids.filter((p) => !known.has(p));
      if (missing.length) throw new DomainError('common.reference-missing', 400, [{ field: 'value.project', message: `Unknown project ${missing.join(', ')}` }]);
    }
  }
}
