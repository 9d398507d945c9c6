import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

const nullable = () => ValidateIf((_o, v) => v !== null);
const SMALLINT = 32767;

/** POST /api/projects, JSON or multipart (icon file); the spec's field names. */
export class CreateProjectDto {
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) projectName?: string | null;
  @ApiPropertyOptional({ description: '1 Android, 2 IOS, empty for Other' }) @IsOptional() @nullable() @IsIn([1, 2]) platform?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsInt() @Min(0) @Max(SMALLINT) type?: number | null;
  @ApiPropertyOptional({ description: 'project id; 0 or empty: no parent' }) @IsOptional() @nullable() @IsInt() @Min(0) parent?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) pm?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) po?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) ua?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) cm?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) rnd?: string | null;
  @ApiPropertyOptional({ description: "url '/api/files/<id>' of an uploaded image (JSON); or send the file as multipart field icon" })
  @IsOptional() @nullable() @IsString() @MaxLength(500) icon?: string | null;
}

export class MemberDto {
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) employee?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsInt() role?: number | null;
}

export class RoleLevelDto {
  @ApiPropertyOptional() @IsOptional() @nullable() @IsInt() role?: number | null;
  @ApiPropertyOptional({ description: 'an active level 30-34; null removes it' }) @IsOptional() @nullable() @IsInt() roleLevel?: number | null;
}

/** PATCH /api/projects/:id. `projectName` and `type` are accepted as the spec's names of `name` and `projectType`. */
export class UpdateProjectDto {
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) name?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) projectName?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) packageName?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsInt() @Min(0) @Max(SMALLINT) projectType?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsInt() @Min(0) @Max(SMALLINT) type?: number | null;
  @ApiPropertyOptional({ description: 'project id; 0 or null: no parent' }) @IsOptional() @nullable() @IsInt() @Min(0) parent?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsIn([1, 2]) platform?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) repositoryId?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) firebaseProjectId?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) firebaseAppId?: string | null;
  @ApiPropertyOptional({ description: '1 Alphatest, 2 SoftLaunch, 3 Maintainer, 4 GlobalLaunch' }) @IsOptional() @nullable() @IsIn([1, 2, 3, 4]) statusUa?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(500) icon?: string | null;
  @ApiPropertyOptional({ type: [MemberDto], description: 'the full member list (roles the caller may edit)' })
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => MemberDto) employees?: MemberDto[];
  @ApiPropertyOptional({ type: [RoleLevelDto] })
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => RoleLevelDto) roleLevels?: RoleLevelDto[];
}
