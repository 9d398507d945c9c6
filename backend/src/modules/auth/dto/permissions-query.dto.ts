import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_PERMISSION_PROJECTS } from '@studio/domain';
import { IsInt, Min } from 'class-validator';
import { QueryIds, QueryNumber } from '../../../common/query-input';

/** GET /auth/permissions: one project's effective permissions (0, the default, is the global ones). */
export class PermissionsQueryDto {
  @ApiPropertyOptional({ description: 'project id; 0 or absent: the global permissions' })
  @QueryNumber() @IsInt() @Min(0) project?: number;
}

/** GET /auth/permissions/projects: several projects at once. */
export class ProjectPermissionsQueryDto {
  @ApiProperty({ type: String, description: `1 to ${MAX_PERMISSION_PROJECTS} project ids, comma-separated`, example: '1,2,3' })
  @QueryIds(MAX_PERMISSION_PROJECTS, { required: true, message: `1 to ${MAX_PERMISSION_PROJECTS} project ids, comma-separated` }) ids!: number[];
}
