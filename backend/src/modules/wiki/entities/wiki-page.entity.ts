import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';
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
  /** Permission rows `[{mode, type, data}]` (libs/domain wiki-permissions); null: none. */
  @Property({ type: 'json', nullable: true }) permissions?: unknown;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}

/** One saved content of a page: every create and every edit adds one (GET .../history). */
@Entity({ tableName: 'wiki_page_version' })
@Index({ properties: ['pageId', 'id'] })
export class WikiPageVersion {
  @PrimaryKey({ type: 'bigint' }) id!: string;
  @ManyToOne(() => WikiPage, { fieldName: 'page_id', mapToPk: true, deleteRule: 'cascade' }) pageId!: number;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'string', length: 64 }) contentHash!: string;
  @ManyToOne(() => Employee, { fieldName: 'edited_by', mapToPk: true, nullable: true, deleteRule: 'set null' }) editedBy?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) editedAt: Date = new Date();
}
