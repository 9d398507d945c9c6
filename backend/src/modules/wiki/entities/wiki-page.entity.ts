import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Project } from '../../projects/entities/project.entity';

@Entity({ tableName: 'wiki_page' })
@Unique({ properties: ['projectId', 'path'] })
export class WikiPage {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @ManyToOne(() => Project, { fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @Property({ type: 'string', length: 500 }) path!: string;
  @Property({ type: 'smallint', default: 1 }) type: number = 1;
  @Property({ type: 'text', default: '' }) content: string = '';
  @Property({ type: 'string', length: 64 }) contentHash!: string;
  @ManyToOne(() => WikiPage, { fieldName: 'parent_id', mapToPk: true, nullable: true, deleteRule: 'set null' }) parentId?: number | null;
  @Property({ type: 'json', nullable: true }) permissions?: unknown;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
