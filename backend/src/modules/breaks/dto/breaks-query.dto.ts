import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { QueryNumber, QueryYmd } from '../../../common/query-input';

/** GET /breaks/requests. */
export class BreakRequestsQueryDto {
  @ApiPropertyOptional({ enum: [0, 1, 2], description: '0 Pending, 1 Accept, 2 Reject' })
  @QueryNumber() @IsIn([0, 1, 2], { message: 'must be 0, 1 or 2' }) status?: number;
}

/** GET /calendar/breaks: the day-off records, optionally of one employee and within a range. */
export class EmployeeBreaksQueryDto {
  @ApiPropertyOptional({ description: 'employee id' }) @IsOptional() @IsString() employee?: string;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @QueryYmd() from?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @QueryYmd() to?: number;
}
