import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin' }) @IsOptional() @IsString() @MaxLength(200) username?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(500) password?: string;
}

export class ChangePasswordDto {
  @ApiProperty() @IsString() @MaxLength(500) oldPassword!: string;
  @ApiProperty() @IsString() @MaxLength(500) newPassword!: string;
}

export class CreateApiKeyDto {
  @ApiProperty({ example: 'CI deploy' }) @IsOptional() @IsString() @MaxLength(100) name?: string;
  @ApiPropertyOptional({ description: 'ISO 8601 instant or yyyymmdd (end of that day, company time zone)', oneOf: [{ type: 'string' }, { type: 'integer' }] })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  expiresAt?: string | number | null;
}

export class LoginResultDto {
  @ApiProperty() token!: string;
  @ApiProperty({ format: 'date-time' }) expiredAt!: string;
}

export class LanguageDto {
  @ApiProperty({ enum: ['vi', 'en'] }) @IsIn(['vi', 'en']) language!: 'vi' | 'en';
}
