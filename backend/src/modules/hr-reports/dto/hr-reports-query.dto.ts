import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { QueryInt } from '../../../common/query-input';

const month = () => QueryInt(1, 12, { message: 'month must be an integer from 1 to 12' });

/** GET /hr/reports/birthday. */
export class BirthdayQueryDto {
  @ApiPropertyOptional({ description: '1-12, default this month' }) @month() month?: number;
}

/** GET /hr/reports/intern-expire. */
export class InternExpireQueryDto {
  @ApiPropertyOptional({ description: '1-12, default this month' }) @month() month?: number;
  @ApiPropertyOptional({ description: 'default this year' }) @QueryInt(1900, 9999, { message: 'year must be an integer from 1900 to 9999' }) year?: number;
}

/** GET /hr/reports/by-role: the role is read by the service (a system role is hr-report.role-invalid). */
export class ByRoleQueryDto {
  @ApiProperty({ description: 'a role id that is not a system role' })
  @IsNotEmpty({ message: 'role is required' }) @IsString() role!: string;
}
