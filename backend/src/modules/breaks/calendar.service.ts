import { Injectable } from '@nestjs/common';
import { checkBreakHours, isValidYmd } from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import { Db } from '../../database/db';
import type { CalendarDayDto, EmployeeBreakDto } from './dto/breaks.dto';

/** The two tables of dated notes: holidays and makeup working days. */
export type DayTable = 'holiday' | 'makeup_day';

const blank = (v: string | null | undefined) => typeof v !== 'string' || v.trim() === '';
const fillAll = () => new DomainError('calendar.fill-all-fields');

const BREAK_COLUMNS = `b.id, b.employee, trim(e.last_name || ' ' || e.first_name) as "employeeName", b.date, b.time,
  b.is_permitted as "isPermitted", b.description, b.break_request_id as "breakRequestId"`;

/** Operator calendar (spec 3 "Holidays, Makeups, Break (day off)"): lists newest first. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly sql: Db,
    private readonly clock: Clock,
  ) {}

  listDays(table: DayTable) {
    return this.sql.many(`select id, date, description from ${table} order by date desc, id desc`);
  }

  /** Date and a trimmed non-empty description are required. */
  async createDay(table: DayTable, dto: CalendarDayDto) {
    const { date, description } = this.checkDay(dto);
    return this.sql.one(`insert into ${table} (date, description) values ($1, $2) returning id, date, description`, [date, description]);
  }

  async updateDay(table: DayTable, id: number, dto: CalendarDayDto) {
    const current = await this.sql.one<{ date: number; description: string }>(`select date, description from ${table} where id = $1`, [id]);
    if (!current) throw notFound();
    const { date, description } = this.checkDay({ date: dto.date === undefined ? current.date : dto.date, description: dto.description === undefined ? current.description : dto.description });
    return this.sql.one(`update ${table} set date = $2, description = $3 where id = $1 returning id, date, description`, [id, date, description]);
  }

  async removeDay(table: DayTable, id: number): Promise<void> {
    if (!(await this.sql.one(`delete from ${table} where id = $1 returning id`, [id]))) throw notFound();
  }

  private checkDay(dto: CalendarDayDto): { date: number; description: string } {
    if (!isValidYmd(dto.date) || blank(dto.description)) throw fillAll();
    return { date: dto.date, description: dto.description!.trim() };
  }

  listBreaks(filter: { employee?: string; from?: number; to?: number }) {
    return this.sql.many(
      `select ${BREAK_COLUMNS} from employee_break b join employee e on e.id = b.employee
        where ($1::text is null or b.employee = $1) and ($2::int is null or b.date >= $2) and ($3::int is null or b.date <= $3)
        order by b.date desc, b.id desc`,
      [filter.employee ?? null, filter.from ?? null, filter.to ?? null],
    );
  }

  async createBreak(dto: EmployeeBreakDto) {
    const b = await this.checkBreak(dto);
    const row = await this.sql.one<{ id: number }>(
      `insert into employee_break (employee, date, time, is_permitted, description, created_at) values ($1, $2, $3, $4, $5, $6) returning id`,
      [b.employee, b.date, b.time, b.isPermitted, b.description, this.clock.now()],
    );
    return this.oneBreak(row!.id);
  }

  async updateBreak(id: number, dto: EmployeeBreakDto) {
    const current = await this.sql.one<Required<EmployeeBreakDto>>(
      `select employee, date, time, is_permitted as "isPermitted", description from employee_break where id = $1`, [id],
    );
    if (!current) throw notFound();
    const merged = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, (dto as Record<string, unknown>)[k] === undefined ? v : (dto as Record<string, unknown>)[k]]));
    const b = await this.checkBreak(merged as EmployeeBreakDto);
    await this.sql.many(
      `update employee_break set employee = $2, date = $3, time = $4, is_permitted = $5, description = $6 where id = $1`,
      [id, b.employee, b.date, b.time, b.isPermitted, b.description],
    );
    return this.oneBreak(id);
  }

  async removeBreak(id: number): Promise<void> {
    if (!(await this.sql.one(`delete from employee_break where id = $1 returning id`, [id]))) throw notFound();
  }

  /** Date, employee, hours and description are required; hours 1-8. */
  private async checkBreak(dto: EmployeeBreakDto) {
    if (!isValidYmd(dto.date) || blank(dto.employee) || dto.time === undefined || dto.time === null || blank(dto.description)) throw fillAll();
    const hours = checkBreakHours(dto.time);
    if (hours) throw new DomainError(hours);
    const employee = dto.employee!.trim();
    if (!(await this.sql.one(`select 1 from employee where id = $1`, [employee]))) throw new DomainError('break.employee-not-found');
    return { employee, date: dto.date, time: dto.time, isPermitted: !!dto.isPermitted, description: dto.description!.trim() };
  }

  private async oneBreak(id: number) {
    return this.sql.one(`select ${BREAK_COLUMNS} from employee_break b join employee e on e.id = b.employee where b.id = $1`, [id]);
  }
}
