import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

@Entity({ tableName: 'project' })
export class Project {
  /** 0 is the global root project. */
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'string', length: 200 }) name!: string;
  @Property({ type: 'string', length: 500, nullable: true }) icon?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) packageName?: string | null;
  @Property({ type: 'smallint', nullable: true }) platform?: number | null;
  @Property({ type: 'string', length: 200, nullable: true }) firebaseProjectId?: string | null;
  @Property({ type: 'string', length: 200, nullable: true }) firebaseAppId?: string | null;
  @Property({ type: 'integer', default: 0 }) popularity: number = 0;
  @Index() @ManyToOne(() => Project, { fieldName: 'parent', mapToPk: true, nullable: true, deleteRule: 'set null' }) parent?: number | null;
  @Property({ type: 'smallint', nullable: true }) projectType?: number | null;
  @Property({ type: 'string', length: 500, nullable: true }) linkWiki?: string | null;
  @Property({ type: 'smallint', nullable: true }) statusUa?: number | null;
  @Property({ type: 'string', length: 200, nullable: true }) repositoryId?: string | null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

@Entity({ tableName: 'project_employee' })
export class ProjectEmployee {
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @ManyToOne(() => Employee, { primary: true, fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @PrimaryKey({ type: 'smallint' }) role!: number;
}

@Entity({ tableName: 'project_role_level' })
export class ProjectRoleLevel {
  @ManyToOne(() => Project, { primary: true, fieldName: 'project_id', mapToPk: true, deleteRule: 'cascade' }) projectId!: number;
  @PrimaryKey({ type: 'smallint' }) role!: number;
  @Property({ type: 'smallint' }) roleLevel!: number;
}
