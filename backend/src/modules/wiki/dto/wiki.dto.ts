import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WIKI_PERMISSION_MODES, WikiPageType, type WikiPermissionInput, type WikiPermissionMode } from '@studio/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

/** Page types: 1 Old view (markdown), 2 Default view (blocks), 3 Development third-party account. */
export { WikiPageType };
const TYPES = Object.values(WikiPageType);
const CONTENT_MAX = 900_000;

export class PageIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(0) project!: number;
  @ApiProperty() @IsString() @MaxLength(500) path!: string;
}

export class ProjectQuery {
  @ApiProperty({ description: 'the project whose pages are listed; 0 is the global wiki' }) @Type(() => Number) @IsInt() @Min(0) project!: number;
}

export class CreatePageDto {
  @ApiProperty() @IsInt() @Min(0) project!: number;
  @ApiPropertyOptional({ description: 'path of the page that links to the new one' }) @IsOptional() @IsString() @MaxLength(500) parentPath?: string;
  @ApiProperty() @IsString() @MaxLength(500) path!: string;
  @ApiPropertyOptional({ description: 'sha256 of the parent content the client saw; 409 when it changed' })
  @IsOptional() @IsString() @MaxLength(64) parentContentHash?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(CONTENT_MAX) content?: string;
  @ApiPropertyOptional({ enum: TYPES }) @IsOptional() @IsIn(TYPES) type?: number;
}

export class UpdatePageDto {
  @ApiProperty() @IsString() @MaxLength(CONTENT_MAX) content!: string;
  @ApiProperty() @IsInt() @Min(0) project!: number;
  @ApiProperty() @IsString() @MaxLength(500) path!: string;
  @ApiPropertyOptional({ enum: TYPES }) @IsOptional() @IsIn(TYPES) type?: number;
  @ApiProperty({ description: 'sha256 hex of the content the edit started from' }) @IsString() @MaxLength(64) oldContentHash!: string;
}

export class SetPermissionsDto {
  @ApiProperty({ description: 'rows [{type, data}] of one mode; each type at most once', type: 'array', items: { type: 'object' } })
  @IsArray() @ArrayMaxSize(20) @IsObject({ each: true })
  permissions!: WikiPermissionInput[];

  @ApiProperty({ enum: WIKI_PERMISSION_MODES }) @IsIn(WIKI_PERMISSION_MODES) mode!: WikiPermissionMode;
}

export class VersionParam {
  @ApiProperty() @Matches(/^[0-9a-f]{64}$/) hash!: string;
}
