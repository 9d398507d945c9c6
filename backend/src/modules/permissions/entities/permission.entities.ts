import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

@Entity({ tableName: 'permission_group' })
export class PermissionGroup {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Unique() @Property({ type: 'string', length: 100 }) name!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

@Entity({ tableName: 'permission_group_grant' })
export class PermissionGroupGrant {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Index() @ManyToOne(() => PermissionGroup, { fieldName: 'group_id', mapToPk: true, deleteRule: 'cascade' }) groupId!: number;
  @Property({ type: 'string', length: 100 }) permissionName!: string;
  @Property({ type: 'smallint' }) conditionType!: number;
  @Property({ type: 'json', nullable: true }) conditionValue?: unknown;
}

@Entity({ tableName: 'permission_group_employee' })
export class PermissionGroupEmployee {
  @ManyToOne(() => PermissionGroup, { primary: true, fieldName: 'group_id', mapToPk: true, deleteRule: 'cascade' }) groupId!: number;
  @ManyToOne(() => Employee, { primary: true, fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
}

/** Bumped by every change that can alter someone's permissions; permission caches key on it. */
@Entity({ tableName: 'acl_version' })
export class AclVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'bigint', default: 1 }) version: number = 1;
}
