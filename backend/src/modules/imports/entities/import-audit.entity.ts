import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** One import that wrote (not a dry run): who, what, which file, how many rows of each kind (decision 032). */
@Entity({ tableName: 'import_audit' })
@Index({ properties: ['createdAt'] })
export class ImportAudit {
  @PrimaryKey({ type: 'integer' }) id!: number;
  /** 'employees' or 'tasks'. */
  @Property({ type: 'string', length: 20 }) kind!: string;
  /** The project of a task import; null for employees. */
  @Property({ type: 'integer', nullable: true }) projectId?: number | null;
  @Property({ type: 'string', length: 255 }) fileName!: string;
  /** The importing employee's id, kept as written (no foreign key: the record outlives a removal). */
  @Property({ type: 'string', length: 64 }) createdBy!: string;
  @Property({ type: 'integer' }) created!: number;
  @Property({ type: 'integer' }) updated!: number;
  @Property({ type: 'integer' }) unchanged!: number;
  @Property({ type: 'integer' }) errors!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
