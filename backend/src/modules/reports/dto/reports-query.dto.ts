import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QueryIds, QueryYmd } from '../../../common/query-input';

const MAX_IDS = 500;

/** A report's days: both bounds are required, checked with the range rules by the service (checkRange). */
export class ReportRangeQueryDto {
  @ApiProperty({ description: 'yyyymmdd' }) @QueryYmd() startDate?: number;
  @ApiProperty({ description: 'yyyymmdd' }) @QueryYmd() endDate?: number;
}

/** GET /project-summaries. */
export class ProjectSummariesQueryDto extends ReportRangeQueryDto {
  @ApiPropertyOptional({ type: String, description: 'one project id; default all' })
  @QueryIds(MAX_IDS, { message: 'project must be comma-separated ids' }) project?: number[];
}

/** GET /dashboard/project-report. */
export class ProjectReportQueryDto extends ReportRangeQueryDto {
  @ApiPropertyOptional({ type: String, description: 'comma-separated: 1 Android, 2 iOS, 0 other; default all' })
  @QueryIds(MAX_IDS, { message: 'platforms must be comma-separated ids' }) platforms?: number[];
}

/** GET /dashboard/cost-summary. */
export class CostSummaryQueryDto extends ReportRangeQueryDto {
  @ApiPropertyOptional({ type: String, description: 'comma-separated project ids; default all' })
  @QueryIds(MAX_IDS, { message: 'projects must be comma-separated ids' }) projects?: number[];
}
