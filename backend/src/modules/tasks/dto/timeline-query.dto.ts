import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { QueryNumber } from '../../../common/query-input';
import { IsYmd } from '../../../common/validators';

/** One employee's or one project's timeline, optionally between two days. */
export class TimelineQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() employee?: string;
  @ApiPropertyOptional() @QueryNumber() @IsInt() project?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @QueryNumber() @IsYmd() from?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @QueryNumber() @IsYmd() to?: number;
}
