import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsYmd } from '../../../common/validators';

const nullable = () => ValidateIf((_o, v) => v !== null);

export class DecideBreakDto {
  @ApiProperty() @IsString() @MaxLength(64) employee!: string;
  @ApiProperty({ description: 'yyyymmdd' }) @IsYmd() date!: number;
  @ApiProperty({ enum: [0, 1, 2] }) @IsIn([0, 1, 2]) breakTime!: number;
  @ApiProperty() @IsBoolean() isAccept!: boolean;
  @ApiPropertyOptional({ description: 'the break-decision notification (type 9) being answered' })
  @IsOptional() @nullable() @IsInt() @Min(1) notification?: number | null;
}

/** A holiday or a makeup working day. */
export class CalendarDayDto {
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() date?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(2000) description?: string | null;
}

/** A day-off record. */
export class EmployeeBreakDto {
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) employee?: string | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() date?: number | null;
  @ApiPropertyOptional({ description: 'hours off, 1-8' }) @IsOptional() @nullable() @IsNumber() time?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isPermitted?: boolean;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(2000) description?: string | null;
}
