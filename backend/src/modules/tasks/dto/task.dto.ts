import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsYmd } from '../../../common/validators';

const nullable = () => ValidateIf((_o, v) => v !== null);

export class CreateTaskDto {
  @ApiPropertyOptional({ description: 'Task ID (altId); blank generates one' }) @IsOptional() @nullable() @IsString() @MaxLength(64) alt?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) name?: string;
  @ApiPropertyOptional({ description: 'JSON text {"type":1,"data":{"content":"..."}}' }) @IsOptional() @IsString() @MaxLength(20000) input?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20000) output?: string;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Min(0) @Max(1e6) altScore?: number;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Max(1e6) score?: number;
  @ApiPropertyOptional() @IsInt() @Min(0) @Max(54) role!: number;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) employee?: string | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() deadline?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isSudden?: boolean;
  @ApiPropertyOptional({ enum: [1, 2, 3, 4], nullable: true, description: 'Decision 057: creative type of a UA or creative manager task (1 Video, 2 Playable ad, 3 Image, 4 Store listing)' })
  @IsOptional() @nullable() @IsInt() @Min(1) @Max(4) creativeType?: number | null;
}

export class UpdateTaskDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Max(1e6) score?: number;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) employee?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isClearEmployee?: boolean;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() deadline?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isClearDeadline?: boolean;
  @ApiPropertyOptional({ enum: [1, 2, 3, 4, 5] }) @IsOptional() @IsInt() status?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isArchived?: boolean;
  @ApiPropertyOptional({ enum: [0, 1, 2, 3] }) @IsOptional() @IsIn([0, 1, 2, 3]) efficiency?: number;
  @ApiPropertyOptional({ enum: [100, 101] }) @IsOptional() @nullable() @IsIn([100, 101]) benchmark?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20000) input?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20000) output?: string;
}

export class CreatePenaltyDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) employee?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(54) role?: number;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Min(0) @Max(1e6) score?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) reason?: string;
}

export class CreateSystemTaskDto {
  @ApiPropertyOptional() @IsInt() @Min(0) project!: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) taskName?: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @IsNumber() @Min(1) @Max(1e6) score?: number;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) altId?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) employee?: string | null;
}

export class TaskFilterDto {
  @Allow() filterType!: string;
  @Allow() type?: string;
  @Allow() values!: unknown[];
}
