import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { TicketBox } from '../tickets.service';

const BOXES: TicketBox[] = ['received', 'sent'];

/** GET /tickets. */
export class TicketsQueryDto {
  @ApiPropertyOptional({ enum: BOXES, description: 'both when absent' })
  @IsOptional() @Transform(({ value }) => (value === '' ? undefined : value)) @IsIn(BOXES, { message: 'must be received or sent' }) box?: TicketBox;
}
