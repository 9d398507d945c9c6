import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import { QueryNumber } from '../../../common/query-input';

/** GET /connectors: all, or those of one service (an unknown service is refused by the service). */
export class ConnectorsQueryDto {
  @ApiPropertyOptional({ description: 'service id, 1 to 9' }) @QueryNumber() @IsInt() serviceId?: number;
}
