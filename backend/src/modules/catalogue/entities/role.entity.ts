import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'role' })
export class RoleRow {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id!: number;
  @Property({ type: 'string', length: 64 }) serverName!: string;
  @Property({ type: 'string', length: 64 }) tagName!: string;
  @Property({ type: 'string', length: 16 }) color!: string;
  @Property({ type: 'boolean', default: false }) isSystem: boolean = false;
}

@Entity({ tableName: 'role_level' })
export class RoleLevelRow {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id!: number;
  @Property({ type: 'string', length: 64 }) name!: string;
  @Property({ type: 'boolean', default: false }) isActive: boolean = false;
}

@Entity({ tableName: 'permission' })
export class PermissionRow {
  @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Property({ type: 'string', length: 100, unique: true }) name!: string;
  @Property({ type: 'string', length: 16 }) scope!: string;
  @Property({ type: 'string', length: 300, default: '' }) description: string = '';
}

/** The task score limit per role (admin screens configure it; admins themselves get 1000). */
@Entity({ tableName: 'role_score_limit' })
export class RoleScoreLimit {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @Property({ type: 'double', fieldName: 'score_limit' }) limit!: number;
}
