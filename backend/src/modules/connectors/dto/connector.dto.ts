import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONNECTOR_NEVER_EXPIRES_LEGACY, CONNECTOR_SERVICES, type ConnectorService } from '@studio/domain';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { Exclude } from 'class-transformer';
import { WholeBody } from '../../../common/field-error';
import { IsYmd } from '../../../common/validators';
import { projectConfigOf } from '../connector-input';

// Types and ranges only: a blank name, credentials a service does not know and App Metrica's
// token rule are the service's, in that order (connector.token-required before a blank name).

/** The legacy "never" (30000000) is no calendar day but is still taken. */
const notLegacyNever = () => ValidateIf((_o, v) => v !== CONNECTOR_NEVER_EXPIRES_LEGACY);
/** May be left out, but null is no value for it. */
const unlessAbsent = () => ValidateIf((_o, v) => v !== undefined);

class ConnectorFieldsDto {
  @ApiPropertyOptional() @IsOptional() @IsString() name?: string | null;
  @ApiPropertyOptional({ description: 'service field -> value (null removes it, on edit)' }) @IsOptional() @IsObject() credentials?: Record<string, unknown> | null;
  @ApiPropertyOptional({ type: [Number] })
  @unlessAbsent() @IsArray() @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) @Max(2_147_483_647, { each: true })
  activeProjects?: number[];
  @ApiPropertyOptional({ description: 'yyyymmdd; 30000101 never' }) @IsOptional() @notLegacyNever() @IsYmd() expireTime?: number | null;
}

export class CreateConnectorDto extends ConnectorFieldsDto {
  @ApiProperty({ enum: CONNECTOR_SERVICES }) @IsIn(CONNECTOR_SERVICES) serviceId!: ConnectorService;
}

export class UpdateConnectorDto extends ConnectorFieldsDto {
  @ApiPropertyOptional({ enum: CONNECTOR_SERVICES }) @unlessAbsent() @IsIn(CONNECTOR_SERVICES) serviceId?: ConnectorService;
  @ApiPropertyOptional() @unlessAbsent() @IsBoolean() status?: boolean;
}

export class ConnectorGlobalConfigDto {
  @ApiProperty({ description: 'options of the service (usdToVnd...)' }) @IsObject() configGlobal!: Record<string, unknown>;
}

export class ConnectorSyncDto {
  @ApiProperty({ description: 'yyyymmdd' }) @IsYmd() from!: number;
  @ApiProperty({ description: 'yyyymmdd; at most 93 days after from' }) @IsYmd() to!: number;
}

/** `{activeId, ...options}`: the keys are the service's own. */
@Exclude()
export class ConnectorProjectConfigDto {
  @WholeBody(projectConfigOf) parsed!: { ok: true; value: Record<string, unknown> };
}
