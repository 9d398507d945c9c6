import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { QueryInt } from '../../../common/query-input';

const year = () => QueryInt(2000, 9999, { required: true, message: 'must be an integer 2000-9999' });

/** GET /dashboard/employee-yearly-report. */
export class YearQueryDto {
  @ApiProperty({ description: '2000-9999' }) @year() year!: number;
}

/** GET /dashboard/below-minimum: a month, both parts required. */
export class MonthQueryDto extends YearQueryDto {
  @ApiProperty({ description: '1-12' }) @QueryInt(1, 12, { required: true, message: 'must be an integer 1-12' }) month!: number;
}

/** GET /dashboard/work-score, /dashboard/score-ledger: an employee's month; without an employee (or an unusable one) the caller's own. */
export class EmployeeMonthQueryDto extends MonthQueryDto {
  @ApiPropertyOptional({ description: 'employee id; the caller by default' })
  @IsOptional() @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && value.length <= 64 ? value.trim() : undefined))
  employee?: string;
}
