import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** GET /hr/reports/contract-logs: every employee's salary changes, or one's. */
export class ContractLogsQueryDto {
  @ApiPropertyOptional({ description: 'employee id' }) @IsOptional() @IsString() employee?: string;
}
