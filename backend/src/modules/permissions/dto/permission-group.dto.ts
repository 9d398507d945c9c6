import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class GrantDto {
  @ApiProperty({ example: 'Task.Create' }) @IsOptional() @IsString() @MaxLength(100) permissionId?: string;
  @ApiProperty({ enum: [1, 2, 3, 4, 5], description: '1 any, 2 range, 3 single, 4 none, 5 roles' }) @Allow() conditionType?: number;
  @ApiProperty({ description: 'null | {from,to,exclude} | {value} | {roles}', required: false, nullable: true }) @Allow() conditionValue?: unknown;
}

export class PermissionGroupDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(100) permissionGroupName?: string;
  @ApiProperty({ type: [GrantDto] })
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @ValidateNested({ each: true }) @Type(() => GrantDto)
  permissions?: GrantDto[];
}

export class GroupEmployeesDto {
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(5000) @IsString({ each: true }) @MaxLength(64, { each: true }) employees!: string[];
}
