import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNumber, Max, Min, ValidateNested } from 'class-validator';
import { MAX_MONEY, MAX_SUMMARY_ROWS } from '@studio/domain';
import { IsYmd } from '../../../common/validators';

/** One project's figures of one day: money in whole VND, anr and crashRate percents. */
export class ProjectSummaryDto {
  @ApiProperty() @IsInt() @Min(1) @Max(2_147_483_647) project!: number;
  @ApiProperty({ description: 'yyyymmdd' }) @IsYmd() date!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_MONEY) revenueIap!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_MONEY) revenueAds!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_MONEY) costUa!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_MONEY) costTracking!: number;
  @ApiProperty({ description: 'percent' }) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(100) anr!: number;
  @ApiProperty({ description: 'percent' }) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(100) crashRate!: number;
}

export class ProjectSummariesDto {
  @ApiProperty({ type: [ProjectSummaryDto] })
  @IsArray() @ArrayMaxSize(MAX_SUMMARY_ROWS) @ValidateNested({ each: true }) @Type(() => ProjectSummaryDto)
  summaries!: ProjectSummaryDto[];
}
