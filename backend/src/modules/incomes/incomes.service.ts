import { Inject, Injectable } from '@nestjs/common';
import {
  checkIncome, defaultIncomeRange, IncomeType, isValidYmd, type BusinessBonusValue, type CheckedIncome, type Income, type IncomeEmployee,
} from '@studio/domain';
import type { AuthUser } from '../../common/auth-user';
import { keepChain, type ChainLink, type KeptJson } from '../../common/kept-json';
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

/** The list's JSON before and after the employees' parts. */
const HEAD = Buffer.from('{"employeeIncome":[');
const TAIL = Buffer.from(']}');

/** An employee's incomes as JSON objects joined by commas, as the first part of the list and as a later one. */
interface EmployeePart {
  first: Buffer;
  later: Buffer;
}

/** A list answer built at `signature`, with what rebuilding it takes: each employee's counters and part, the parts' deflates. */
interface KeptList {
  signature: number;
  versions: Map<string, number>;
  parts: Map<string, EmployeePart>;
  links: Map<Buffer, ChainLink>;
  answer: KeptJson;
}

/** A filter's kept answer and the one rebuild of it under way, if any. */
interface KeptSlot {
  done?: KeptList;
  building?: Promise<KeptList>;
}

export interface ListQuery {
  from?: number;
  to?: number;
  employee?: string;
  showHidden?: boolean;
}

/** Employee incomes (API.md "Employee income"); rules in libs/domain income-rules. */
@Injectable()
export class IncomesService {
  /** Kept list answers by filter (decision 046). */
  private readonly kept = new Map<string, KeptSlot>();

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
   * an answer is kept per filter and served again while the month counters of its range add up to the
   * same (one read of at most a few rows per call, the same counters on every instance). A write in the
   * range makes the next call rebuild only the parts of the employees whose counters moved.
   */
  async listKept(q: ListQuery): Promise<KeptJson> {
    const f = this.filter(q);
    const key = JSON.stringify(f);
    const signature = await this.repo.signature(f);
    let slot = this.kept.get(key);
    if (!slot) {
      if (this.kept.size >= KEPT_LIMIT) this.kept.clear();
      slot = {};
      this.kept.set(key, slot);
    }
    // Counters only grow: an answer built at this signature or later holds every write acknowledged
    // before this call. One rebuild at a time per filter: the calls that arrive meanwhile wait for it,
    // and build again only when it read the counters before their own read (ten readers after a write
    // used to build the list ten times at once).
    for (;;) {
      if (slot.done && slot.done.signature >= signature) return slot.done.answer;
      const current = slot;
      current.building ??= this.rebuild(f, current.done)
        .then((built) => {
          if (!current.done || built.signature >= current.done.signature) current.done = built;
          return built;
        })
        .finally(() => { current.building = undefined; });
      await current.building;
    }
  }

  /** The answer at the counters read now, taking the parts of employees whose counters did not move from `before`. */
  private async rebuild(f: IncomeFilter, before: KeptList | undefined): Promise<KeptList> {
    const { signature, versions } = await this.repo.versions(f);
    const changed = [...versions].filter(([employee, version]) => before?.versions.get(employee) !== version).map(([employee]) => employee);
    const parts = new Map(before?.parts);
    if (changed.length) {
      const json = await this.repo.employeeJson(f, changed);
      for (const employee of changed) {
        const text = json.get(employee);
        if (text === undefined) parts.delete(employee);
        else parts.set(employee, { first: Buffer.from(text), later: Buffer.from(`,${text}`) });
      }
    }
    // The order is read each time: a renamed employee moves.
    const order = parts.size ? await this.repo.byName([...parts.keys()]) : [];
    const laid = [HEAD, ...order.map((employee, k) => (k ? parts.get(employee)!.later : parts.get(employee)!.first)), TAIL];
    const { kept, links } = await keepChain(laid, before?.links ?? new Map());
    return { signature, versions, parts, links, answer: kept };
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
    // One statement: the table's trigger bumps the revision counters with it.
    return { income: await this.repo.insert(income) };
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
      return { income: await this.repo.update(id, next) };
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
