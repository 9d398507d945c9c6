import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { QueryFlag, QueryNumber } from '../../../common/query-input';

const INTEGER = { message: 'must be an integer' };

/** GET /projects/:projectId/tasks. */
export class TaskListQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true or 1 adds the hidden tasks' }) @QueryFlag() showHidden = false;
}

/** GET /tasks: the task dashboard. */
export class TaskDashboardQueryDto extends TaskListQueryDto {
  /** JSON text, read by the handler (its refusals name the place inside it: `filters[0].values[0]`). */
  @ApiPropertyOptional({ description: 'JSON list of {filterType, type, values}' }) @IsOptional() @IsString() filters?: string;
}

/** GET /projects/:projectId/score-limit. */
export class ScoreLimitQueryDto {
  @ApiPropertyOptional({ description: 'the task role; the caller\'s own role by default' }) @QueryNumber() @IsInt(INTEGER) role?: number;
}

/** GET /system-tasks. */
export class SystemTasksQueryDto {
  @ApiPropertyOptional({ description: 'project id; 0 (the default) is the global project' }) @QueryNumber() @IsInt(INTEGER) project?: number;
}
