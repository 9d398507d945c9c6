import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Page types: 1 Old view (markdown), 2 Default view (blocks), 3 Development third-party account. */
export const WikiPageType = { Old: 1, Default: 2, ThirdPartyAccount: 3 } as const;
const TYPES = Object.values(WikiPageType);
const CONTENT_MAX = 900_000;

export class PageIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(0) project!: number;
  @ApiProperty() @IsString() @MaxLength(500) path!: string;
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
