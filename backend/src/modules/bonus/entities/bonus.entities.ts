import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Project } from '../../projects/entities/project.entity';

/** The internal distribution config: one row (id 1), node id -> default share fraction. */
@Entity({ tableName: 'bonus_internal' })
export class BonusInternal {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id!: number;
  @Property({ type: 'json' }) shares: Record<string, number> = {};
  @Property({ type: 'integer', default: 0 }) version: number = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

/** A project's share of the year's revenue bonus (whole VND). */
@Entity({ tableName: 'bonus_project_share' })
export class BonusProjectShare {
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Property({ type: 'bigint', default: 0 }) value: number = 0;
}

/** A project's bonus config: its fund (whole VND) and the shares set per node id (fractions). */
@Entity({ tableName: 'project_bonus_config' })
export class ProjectBonusConfig {
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Property({ type: 'bigint', default: 0 }) projectFund: number = 0;
  @Property({ type: 'json' }) shares: Record<string, number> = {};
  @Property({ type: 'integer', default: 0 }) version: number = 0;
  @Property({ type: 'string', length: 64, nullable: true }) updatedBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

/** Every save of a fund, share or distribution: who, when, before, after. */
@Entity({ tableName: 'bonus_audit' })
export class BonusAudit {
  @PrimaryKey({ type: 'bigint' }) id!: number;
  @Property({ type: 'string', length: 20 }) kind!: string;
  @Index() @Property({ type: 'integer', nullable: true }) projectId?: number | null;
  @Property({ type: 'string', length: 64, nullable: true }) employeeId?: string | null;
  @Index() @Property({ type: 'datetime', defaultRaw: 'now()' }) at: Date = new Date();
  @Property({ type: 'json', nullable: true }) before?: unknown;
  @Property({ type: 'json' }) after!: unknown;
}

export const BONUS_ENTITIES = [BonusInternal, BonusProjectShare, ProjectBonusConfig, BonusAudit];
