import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class LevelActiveDto {
  @ApiProperty() @IsBoolean() isActive!: boolean;
}
