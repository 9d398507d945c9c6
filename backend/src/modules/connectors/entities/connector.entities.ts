import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Project } from '../../projects/entities/project.entity';

// Connectors to ad networks, mediation and the MMP (spec 3 "Connector"; docs/decisions/021).

@Entity({ tableName: 'connector' })
@Index({ properties: ['serviceId'] })
export class Connector {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'string', length: 200 }) name!: string;
  @Property({ type: 'smallint' }) serviceId!: number;
  @Property({ type: 'boolean', default: true }) status: boolean = true;
  /** yyyymmdd; 30000101 never. */
  @Property({ type: 'integer', default: 30000101 }) expireTime: number = 30000101;
  @Property({ type: 'json', default: '{}' }) configGlobal: Record<string, unknown> = {};
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

/** A project linked to a connector: active (synced) or not, and the app's id at the service with options. */
@Entity({ tableName: 'connector_project' })
export class ConnectorProject {
  @ManyToOne(() => Connector, { primary: true, fieldName: 'connector_id', mapToPk: true, deleteRule: 'cascade' }) connectorId!: number;
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Property({ type: 'boolean', default: false }) active: boolean = false;
  @Property({ type: 'json', nullable: true }) config?: Record<string, unknown> | null;
}

/** One credential value, AES-256-GCM under the key `keyId` names; never returned. */
@Entity({ tableName: 'connector_secret' })
export class ConnectorSecret {
  @ManyToOne(() => Connector, { primary: true, fieldName: 'connector_id', mapToPk: true, deleteRule: 'cascade' }) connectorId!: number;
  @PrimaryKey({ type: 'string', length: 40 }) field!: string;
  @Property({ type: 'string', length: 40 }) keyId!: string;
  @Property({ type: 'blob' }) iv!: Buffer;
  @Property({ type: 'blob' }) ciphertext!: Buffer;
  @Property({ type: 'blob' }) tag!: Buffer;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

/** Who set or removed which credential field of which connector, and when; never the value. Kept after a delete. */
@Entity({ tableName: 'connector_secret_audit' })
@Index({ properties: ['connectorId', 'at'] })
export class ConnectorSecretAudit {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'integer' }) connectorId!: number;
  @Property({ type: 'string', length: 40 }) field!: string;
  /** set, removed (sent null, or the connector deleted) or rekeyed (rotation). */
  @Property({ type: 'string', length: 10 }) action!: string;
  @Property({ type: 'string', length: 50, nullable: true }) employeeId?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) at: Date = new Date();
}

/** One sync of one connector: on demand (by someone) or the daily schedule (one per connector and day). */
@Entity({ tableName: 'connector_sync_run' })
@Unique({ properties: ['connectorId', 'scheduleDay'] })
export class ConnectorSyncRun {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Connector, { fieldName: 'connector_id', mapToPk: true, deleteRule: 'cascade' }) connectorId!: number;
  @Property({ type: 'string', length: 10 }) trigger!: string;
  /** yyyymmdd of a scheduled run, else null. */
  @Property({ type: 'integer', nullable: true }) scheduleDay?: number | null;
  @Property({ type: 'integer' }) fromDate!: number;
  @Property({ type: 'integer' }) toDate!: number;
  @Property({ type: 'string', length: 50, nullable: true }) startedBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) startedAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) finishedAt?: Date | null;
  /** running, ok or failed. */
  @Property({ type: 'string', length: 10, default: 'running' }) status: string = 'running';
  @Property({ type: 'integer', default: 0 }) rows: number = 0;
  @Property({ type: 'text', nullable: true }) error?: string | null;
}

/**
 * What one connector reported for one project, day and column (VND), and the run that pulled it:
 * the project summary's column is the sum of these over the connectors (docs/decisions/021).
 */
@Entity({ tableName: 'connector_daily' })
@Index({ properties: ['projectId', 'date'] })
export class ConnectorDaily {
  @ManyToOne(() => Connector, { primary: true, fieldName: 'connector_id', mapToPk: true, deleteRule: 'cascade' }) connectorId!: number;
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @PrimaryKey({ type: 'integer' }) date!: number;
  @PrimaryKey({ type: 'string', length: 12 }) metric!: string;
  @Property({ type: 'bigint' }) amount!: number;
  /** The amount in the service's currency, as reported (text keeps its decimals). */
  @Property({ type: 'string', length: 40 }) reported!: string;
  @ManyToOne(() => ConnectorSyncRun, { fieldName: 'run_id', mapToPk: true, deleteRule: 'cascade' }) runId!: number;
}

export const CONNECTOR_ENTITIES = [Connector, ConnectorProject, ConnectorSecret, ConnectorSecretAudit, ConnectorSyncRun, ConnectorDaily];
