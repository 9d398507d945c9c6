import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';
import { Project } from '../../projects/entities/project.entity';

/**
 * The columns the three level-system kinds share (libs/domain levels/level-kinds): one row per
 * version; the user-picked id field is unique per project and version through each table's key.
 */
abstract class LevelSystemItem {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Project, { fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Property({ type: 'integer' }) version!: number;
  @Property({ type: 'string', length: 255 }) name!: string;
  @Property({ type: 'text', default: '' }) description: string = '';
  /** Links, e.g. /api/files/<fileId> of the content store. */
  @Property({ type: 'string', length: 500, nullable: true }) previewImage?: string | null;
  @Property({ type: 'string', length: 500, nullable: true }) resource?: string | null;
  @Property({ type: 'boolean', default: false }) isActive: boolean = false;
  @Property({ type: 'jsonb', defaultRaw: `'{}'` }) additionalData: Record<string, unknown> = {};
  @ManyToOne(() => Employee, { fieldName: 'created_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) createdBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

@Entity({ tableName: 'level' })
@Unique({ properties: ['projectId', 'levelId', 'version', 'variant'] })
export class Level extends LevelSystemItem {
  @Property({ type: 'integer' }) levelId!: number;
  @Property({ type: 'string', length: 64, default: 'Base' }) variant: string = 'Base';
}

@Entity({ tableName: 'level_pack' })
@Unique({ properties: ['projectId', 'levelPackId', 'version'] })
export class LevelPack extends LevelSystemItem {
  @Property({ type: 'integer' }) levelPackId!: number;
  /** The pack's level ids (levelId) in play order. */
  @Property({ type: 'jsonb', defaultRaw: `'[]'` }) levels: number[] = [];
}

@Entity({ tableName: 'level_config' })
@Unique({ properties: ['projectId', 'levelConfigId', 'version'] })
export class LevelConfig extends LevelSystemItem {
  @Property({ type: 'integer' }) levelConfigId!: number;
  /** The config's level pack ids (levelPackId) in order. */
  @Property({ type: 'jsonb', defaultRaw: `'[]'` }) levelPacks: number[] = [];
}

export const LEVEL_ENTITIES = [Level, LevelPack, LevelConfig];
