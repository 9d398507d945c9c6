import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../../hr/entities/employee.entity';

// The scoring configuration tables (spec 3 "Scoring configuration", API.md "Scoring configuration").
// Every table is keyed by the columns a PUT upserts on; a row that is absent counts as 0.
// The task score limit per role is the older `role_score_limit` table (catalogue module).

/** Efficiency (difficulty) scale: type 0 unknown, 1 normal, 2 hard, 3 very_hard. */
@Entity({ tableName: 'efficiency_scale' })
export class EfficiencyScale {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) type!: number;
  @Property({ type: 'double', default: 0 }) scale: number = 0;
}

/** Task benchmark scale: type 100 Success, 101 Failed. */
@Entity({ tableName: 'benchmark_scale' })
export class BenchmarkScale {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) type!: number;
  @Property({ type: 'double', default: 0 }) scale: number = 0;
}

/** Performance scale per role x the employee's role level x the level the project asks for. */
@Entity({ tableName: 'performance_scale' })
export class PerformanceScale {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) roleLevelUser!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) roleLevelProject!: number;
  @Property({ type: 'double', default: 0 }) scale: number = 0;
}

/**
 * Benchmark of a role at a role level, per working day in score points (the admin types 8 and sees
 * 160 = 8 x 20 beside it, the month's figure of 20 working days).
 */
@Entity({ tableName: 'role_benchmark' })
export class RoleBenchmark {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) roleLevel!: number;
  @Property({ type: 'double', default: 0 }) benchmark: number = 0;
}

/** Penalty percentage (0-100) per role. */
@Entity({ tableName: 'role_penalty' })
export class RolePenalty {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @Property({ type: 'double', default: 0 }) penaltyPercentage: number = 0;
}

/** Scale of a role at a role level. */
@Entity({ tableName: 'role_level_scale' })
export class RoleLevelScale {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) roleLevel!: number;
  @Property({ type: 'double', default: 0 }) scale: number = 0;
}

/** Performance benchmark of a role at a role level (the screen shows it x 20 too). */
@Entity({ tableName: 'performance_benchmark' })
export class PerformanceBenchmark {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) roleLevel!: number;
  @Property({ type: 'double', default: 0 }) scale: number = 0;
}

/** Performance state threshold: type 1 Bonus, 2 Pass, 3 Warning, 4 Critical; percent a fraction 0-1. */
@Entity({ tableName: 'performance_state' })
export class PerformanceState {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) type!: number;
  @Property({ type: 'double', default: 0 }) percent: number = 0;
}

/** Score of a creative task type (roles 5 ua and 10 creative_manager only). */
@Entity({ tableName: 'creative_score' })
export class CreativeScore {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) type!: number;
  @Property({ type: 'double', default: 0 }) score: number = 0;
}

/** Benchmark rate of a creative task type (roles 5 ua and 10 creative_manager only). */
@Entity({ tableName: 'creative_benchmark_rate' })
export class CreativeBenchmarkRate {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) type!: number;
  @Property({ type: 'double', default: 0 }) rate: number = 0;
}

/**
 * Mission config per role: mission type 1 WS, 2 NoBug, 3 TeamPerformance, 4 WSMkt, 5 WSTester.
 * default_config: NoBug {projects: [id]}, TeamPerformance {roles: [id], performance (0-1)}, others {}.
 */
@Entity({ tableName: 'mission_config' })
export class MissionConfig {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) role!: number;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) missionType!: number;
  @Property({ type: 'json', default: '{}' }) defaultConfig: Record<string, unknown> = {};
}

/** Mission of one employee (the role is the employee's); value has the shape of the default config. */
@Entity({ tableName: 'mission_instance' })
export class MissionInstance {
  @ManyToOne(() => Employee, { fieldName: 'employee', mapToPk: true, primary: true, deleteRule: 'cascade' }) employee!: string;
  @PrimaryKey({ type: 'smallint', autoincrement: false }) missionType!: number;
  @Property({ type: 'json', default: '{}' }) value: Record<string, unknown> = {};
}

export const SCORING_CONFIG_ENTITIES = [
  EfficiencyScale, BenchmarkScale, PerformanceScale, RoleBenchmark, RolePenalty, RoleLevelScale,
  PerformanceBenchmark, PerformanceState, CreativeScore, CreativeBenchmarkRate, MissionConfig, MissionInstance,
];
