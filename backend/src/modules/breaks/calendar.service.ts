import { Injectable } from '@nestjs/common';
import { checkBreakHours, isValidYmd, type CalendarDay, type DayOffRecord } from '@studio/domain';
import { Clock } from '../../common/clock';
import { DomainError, notFound } from '../../common/domain-error';
import type { CalendarDayDto, EmployeeBreakDto } from './dto/breaks.dto';
import { CalendarRepository, type DayOffFields, type DayTable } from './calendar.repository';

export type { DayTable } from './calendar.repository';

const blank = (v: string | null | undefined) => typeof v !== 'string' || v.trim() === '';
const fillAll = () => new DomainError('calendar.fill-all-fields');

/** Operator calendar (spec 3 "Holidays, Makeups, Break (day off)"): lists newest first. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly repo: CalendarRepository,
    private readonly clock: Clock,
  ) {}

  listDays(table: DayTable): Promise<CalendarDay[]> {
    return this.repo.listDays(table);
  }

  /** Date and a trimmed non-empty description are required. */
  createDay(table: DayTable, dto: CalendarDayDto): Promise<CalendarDay> {
    const { date, description } = this.checkDay(dto);
    return this.repo.insertDay(table, date, description);
  }

  async updateDay(table: DayTable, id: number, dto: CalendarDayDto): Promise<CalendarDay | undefined> {
    const current = await this.repo.day(table, id);
    if (!current) throw notFound();
    const { date, description } = this.checkDay({
      date: dto.date === undefined ? current.date : dto.date,
      description: dto.description === undefined ? current.description : dto.description,
    });
    return this.repo.updateDay(table, id, date, description);
  }

  async removeDay(table: DayTable, id: number): Promise<void> {
    if (!(await this.repo.deleteDay(table, id))) throw notFound();
  }

  private checkDay(dto: CalendarDayDto): { date: number; description: string } {
    if (!isValidYmd(dto.date) || blank(dto.description)) throw fillAll();
    return { date: dto.date, description: dto.description!.trim() };
  }

  listBreaks(filter: { employee?: string; from?: number; to?: number }): Promise<DayOffRecord[]> {
    return this.repo.listBreaks({ employee: filter.employee ?? null, from: filter.from ?? null, to: filter.to ?? null });
  }

  async createBreak(dto: EmployeeBreakDto): Promise<DayOffRecord | undefined> {
    const id = await this.repo.insertDayOff(await this.checkBreak(dto), this.clock.now());
    return this.repo.dayOff(id);
  }

  async updateBreak(id: number, dto: EmployeeBreakDto): Promise<DayOffRecord | undefined> {
    const current = await this.repo.dayOffFields(id);
    if (!current) throw notFound();
    const merged = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, (dto as Record<string, unknown>)[k] === undefined ? v : (dto as Record<string, unknown>)[k]]));
    await this.repo.updateDayOff(id, await this.checkBreak(merged as EmployeeBreakDto));
    return this.repo.dayOff(id);
  }

  async removeBreak(id: number): Promise<void> {
    if (!(await this.repo.deleteDayOff(id))) throw notFound();
  }

  /** Date, employee, hours and description are required; hours 1-8. */
  private async checkBreak(dto: EmployeeBreakDto): Promise<DayOffFields> {
    if (!isValidYmd(dto.date) || blank(dto.employee) || dto.time === undefined || dto.time === null || blank(dto.description)) throw fillAll();
    const hours = checkBreakHours(dto.time);
    if (hours) throw new DomainError(hours);
    const employee = dto.employee!.trim();
    if (!(await this.repo.employeeExists(employee))) throw new DomainError('break.employee-not-found');
    return { employee, date: dto.date, time: dto.time, isPermitted: !!dto.isPermitted, description: dto.description!.trim() };
  }
}
