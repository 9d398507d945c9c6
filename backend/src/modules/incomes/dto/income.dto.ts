import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsCleanJsonText, IsYmd } from '../../../common/validators';

const nullable = () => ValidateIf((_o, v) => v !== null);

/**
 * An income as sent by POST (without id) and PUT (fields left out keep their value). The value's
 * fields are checked against the type by libs/domain checkIncome, which the dialog runs too.
 */
export class IncomeDto {
  @ApiPropertyOptional({ description: 'ignored: the path names the income' }) @IsOptional() @nullable() @IsInt() id?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) employee?: string;
  @ApiPropertyOptional({ enum: [1, 2, 3], description: '1 salary, 2 quarterBonus, 3 businessBonus' }) @IsOptional() @IsInt() type?: number;
  @ApiPropertyOptional({ description: 'settlement date, yyyymmdd' }) @IsOptional() @IsYmd() date?: number;
  @ApiPropertyOptional({ description: 'VND, computed: actualSalary or totalBonus (a sent one must be a non-negative integer)' }) @IsOptional() @nullable() @IsInt() income?: number | null;
  @ApiPropertyOptional({ description: 'needs Admin.EmployeeIncome.Set to set true on create or to change' }) @IsOptional() @IsBoolean() isShow?: boolean;
  @ApiPropertyOptional({
    description: 'salary {percent, totalSalary, actualSalary}; quarterBonus {personalBenchmarkPercentage, quarterBonusBenchmarkPercentage, totalBonus, quarter, year}; businessBonus {totalBonus, year, project: [id]}; an object or its JSON text',
  })
  @IsOptional() @IsCleanJsonText() value?: unknown;
}
