import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Project } from '../../projects/entities/project.entity';

/** One project's figures of one day (spec 1 "Project summary per day"); money in VND, anr and crashRate percents. */
@Entity({ tableName: 'project_summary' })
@Index({ properties: ['date'] })
export class ProjectSummary {
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  /** yyyymmdd */
  @PrimaryKey({ type: 'integer' }) date!: number;
  @Property({ type: 'bigint', default: 0 }) revenueIap: number = 0;
  @Property({ type: 'bigint', default: 0 }) revenueAds: number = 0;
  @Property({ type: 'bigint', default: 0 }) costUa: number = 0;
  @Property({ type: 'bigint', default: 0 }) costTracking: number = 0;
  @Property({ type: 'double', default: 0 }) anr: number = 0;
  @Property({ type: 'double', default: 0 }) crashRate: number = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
