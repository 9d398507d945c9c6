import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString } from 'class-validator';
import { QueryInt, QueryNumber } from '../../../common/query-input';

/** GET /bonus/details, /bonus/employees/:id: the year of the distribution. */
export class BonusYearQueryDto {
  @ApiPropertyOptional({ description: '2000-2100, default this year' }) @QueryInt(2000, 2100) year?: number;
}

/** GET /bonus/reveal: one employee's result. */
export class BonusRevealQueryDto extends BonusYearQueryDto {
  @ApiProperty({ description: 'employee id' }) @IsNotEmpty() @IsString() employee!: string;
}

/** GET /bonus/audit: the saves of the configs, newest first. */
export class BonusAuditQueryDto {
  @ApiPropertyOptional({ description: 'project id; absent: every save' }) @QueryNumber() @IsInt() project?: number;
  @ApiPropertyOptional({ description: '1-500, default 100' }) @QueryInt(1, 500) limit?: number;
}
