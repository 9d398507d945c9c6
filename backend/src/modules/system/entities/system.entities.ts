import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Bumped by every change that can alter someone's permissions; permission caches key on it. */
@Entity({ tableName: 'acl_version' })
export class AclVersion {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;
  @Property({ type: 'bigint', default: 1 }) version: number = 1;
}

/** Instance-independent secrets (e.g. the JWT signing key) so that every instance agrees. */
@Entity({ tableName: 'app_secret' })
export class AppSecret {
  @PrimaryKey({ type: 'string', length: 64 }) name!: string;
  @Property({ type: 'text', hidden: true }) value!: string;
}
