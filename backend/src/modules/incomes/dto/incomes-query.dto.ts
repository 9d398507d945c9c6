import { ApiPropertyOptional } from '@nestjs/swagger';
import { INCOME_YEAR_MAX, INCOME_YEAR_MIN } from '@studio/domain';
import { IsOptional, IsString } from 'class-validator';
import { QueryFlag, QueryInt, QueryYmd } from '../../../common/query-input';

/** GET /incomes. */
export class IncomesQueryDto {
  @ApiPropertyOptional({ description: 'yyyymmdd, on the settlement date; default three months ago (company time zone)' }) @QueryYmd() from?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd; default today' }) @QueryYmd() to?: number;
  @ApiPropertyOptional({ description: 'comma-separated employee ids' }) @IsOptional() @IsString() employee?: string;
  @ApiPropertyOptional({ type: Boolean, description: 'true adds the incomes with isShow false' }) @QueryFlag(['true']) showHidden = false;
}

/** GET /profile/incomes. */
export class OwnIncomesQueryDto {
  @ApiPropertyOptional({ description: `${INCOME_YEAR_MIN}-${INCOME_YEAR_MAX}; default every year` })
  @QueryInt(INCOME_YEAR_MIN, INCOME_YEAR_MAX, { message: 'year must be a year' }) year?: number;
}
