import { Injectable } from '@nestjs/common';
import type { CalendarDay, DayOffRecord } from '@studio/domain';
import { Db } from '../../database/db';
import { employeeName } from '../../database/sql';

/** The two tables of dated notes: holidays and makeup working days. */
export type DayTable = 'holiday' | 'makeup_day';

/** A day-off record as written. */
export type DayOffFields = Pick<DayOffRecord, 'employee' | 'date' | 'time' | 'isPermitted' | 'description'>;

const DAY_COLUMNS = 'id, date, description';
const BREAK_COLUMNS = `b.id, b.employee, ${employeeName('e')} as "employeeName", b.date, b.time,
  b.is_permitted as "isPermitted", b.description, b.break_request_id as "breakRequestId"`;

/** Holidays, makeup days and day-off records (employee_break). Table names come from `DayTable` only. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly db: Db) {}

  listDays(table: DayTable): Promise<CalendarDay[]> {
    return this.db.many<CalendarDay>(`select ${DAY_COLUMNS} from ${table} order by date desc, id desc`);
  }

  day(table: DayTable, id: number): Promise<CalendarDay | undefined> {
    return this.db.one<CalendarDay>(`select ${DAY_COLUMNS} from ${table} where id = $1`, [id]);
  }

  async insertDay(table: DayTable, date: number, description: string): Promise<CalendarDay> {
    return (await this.db.one<CalendarDay>(`insert into ${table} (date, description) values ($1, $2) returning ${DAY_COLUMNS}`, [date, description]))!;
  }

  updateDay(table: DayTable, id: number, date: number, description: string): Promise<CalendarDay | undefined> {
    return this.db.one<CalendarDay>(`update ${table} set date = $2, description = $3 where id = $1 returning ${DAY_COLUMNS}`, [id, date, description]);
  }

  /** False when there was no such day. */
  async deleteDay(table: DayTable, id: number): Promise<boolean> {
    return (await this.db.exec(`delete from ${table} where id = $1`, [id])) > 0;
  }

  listBreaks(filter: { employee: string | null; from: number | null; to: number | null }): Promise<DayOffRecord[]> {
    return this.db.many<DayOffRecord>(
      `select ${BREAK_COLUMNS} from employee_break b join employee e on e.id = b.employee
        where ($1::text is null or b.employee = $1) and ($2::int is null or b.date >= $2) and ($3::int is null or b.date <= $3)
        order by b.date desc, b.id desc`,
      [filter.employee, filter.from, filter.to],
    );
  }

  dayOff(id: number): Promise<DayOffRecord | undefined> {
    return this.db.one<DayOffRecord>(`select ${BREAK_COLUMNS} from employee_break b join employee e on e.id = b.employee where b.id = $1`, [id]);
  }

  /** The fields a record is edited through. */
  dayOffFields(id: number): Promise<DayOffFields | undefined> {
    return this.db.one<DayOffFields>(
      `select employee, date, time, is_permitted as "isPermitted", description from employee_break where id = $1`, [id],
    );
  }

  async insertDayOff(b: DayOffFields, now: Date): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `insert into employee_break (employee, date, time, is_permitted, description, created_at) values ($1, $2, $3, $4, $5, $6) returning id`,
      [b.employee, b.date, b.time, b.isPermitted, b.description, now],
    );
    return row!.id;
  }

  async updateDayOff(id: number, b: DayOffFields): Promise<void> {
    await this.db.exec(
      `update employee_break set employee = $2, date = $3, time = $4, is_permitted = $5, description = $6 where id = $1`,
      [id, b.employee, b.date, b.time, b.isPermitted, b.description],
    );
  }

  async deleteDayOff(id: number): Promise<boolean> {
    return (await this.db.exec(`delete from employee_break where id = $1`, [id])) > 0;
  }

  async employeeExists(id: string): Promise<boolean> {
    return !!(await this.db.one(`select 1 from employee where id = $1`, [id]));
  }
}
