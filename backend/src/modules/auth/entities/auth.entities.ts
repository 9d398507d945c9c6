import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

@Entity({ tableName: 'api_key' })
export class ApiKey {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Index() @ManyToOne(() => Employee, { fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @Property({ type: 'string', length: 100 }) name!: string;
  /** sha256 of the key: the key has 192 random bits, so a slow hash adds nothing. */
  @Unique() @Property({ type: 'string', length: 64, hidden: true }) keyHash!: string;
  @Property({ type: 'string', length: 40 }) maskedKey!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) expiresAt?: Date | null;
}

@Entity({ tableName: 'ssh_key' })
export class SshKey {
  @ManyToOne(() => Employee, { primary: true, fieldName: 'employee_id', mapToPk: true, deleteRule: 'cascade' }) employeeId!: string;
  @Property({ type: 'text' }) publicKey!: string;
  @Property({ type: 'string', length: 100 }) fingerprint!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}

@Entity({ tableName: 'revoked_token' })
export class RevokedToken {
  @PrimaryKey({ type: 'uuid' }) jti!: string;
  @Index() @Property({ type: 'datetime' }) expiresAt!: Date;
}

/** Login attempts of the last minute per (username, IP), shared by every instance. */
@Entity({ tableName: 'login_attempt' })
@Index({ properties: ['key', 'at'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'bigint' }) id!: number;
  @Property({ type: 'string', length: 300 }) key!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) at: Date = new Date();
}

/** Instance-independent secrets (e.g. the JWT signing key) so that every instance agrees. */
@Entity({ tableName: 'app_secret' })
export class AppSecret {
  @PrimaryKey({ type: 'string', length: 64 }) name!: string;
  @Property({ type: 'text', hidden: true }) value!: string;
}
