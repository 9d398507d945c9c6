import { ApiPropertyOptional } from '@nestjs/swagger';
import { TICKET_TYPES } from '@studio/domain';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsCleanJsonText, IsYmd } from '../../../common/validators';

const nullable = () => ValidateIf((_o, v) => v !== null);
const CONTENT_DOC = 'the type\'s content (spec 2 "Content by type"): an object, or its JSON text';

export class CreateTicketDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) title?: string;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(10000) description?: string | null;
  @ApiPropertyOptional({ enum: TICKET_TYPES }) @IsOptional() @nullable() @IsIn(TICKET_TYPES as number[]) requestType?: number | null;
  @ApiPropertyOptional({ enum: [0, 1, 2, 3, 4] }) @IsOptional() @IsIn([0, 1, 2, 3, 4]) priority?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() deadline?: number | null;
  @ApiPropertyOptional({ description: CONTENT_DOC }) @Allow() @IsCleanJsonText() content?: unknown;
}

export class UpdateTicketDto extends CreateTicketDto {}

export class TicketResponseDto {
  @ApiPropertyOptional() @IsBoolean() approve!: boolean;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(10000) description?: string | null;
  @ApiPropertyOptional({ description: 'free JSON kept with the answer' }) @Allow() @IsCleanJsonText() content?: unknown;
}

export class NegotiationDto {
  @ApiPropertyOptional({ description: 'the counter-proposal, in the fields of the request it answers' }) @Allow() @IsCleanJsonText() content?: unknown;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(10000) description?: string | null;
}
