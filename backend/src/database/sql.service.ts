import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Pool, types, type PoolClient, type QueryResultRow } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Plain SQL for hot reads (auth, lists, grids, reports): entities stay for writes and rules.
 * Hydrating rows into entities costs more than the query itself (see DESIGN.md, Performance).
 */
@Injectable()
export class SqlService implements OnModuleDestroy {
  readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC ? (v: string) => (v === null ? null : Number(v)) : types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
      },
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    const logger = new Logger('Database');
    this.pool.on('error', (error) => logger.warn(`idle connection lost: ${error.message}`));
    // A checked-out connection terminated by the server fails its query; its 'error' event must not
    // also go unhandled.
    this.pool.on('connect', (client) => client.on('error', (error) => logger.warn(`connection lost: ${error.message}`)));
  }

  async many<T extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(sql, params)).rows;
  }

  async one<T extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    return (await this.pool.query<T>(sql, params)).rows[0];
  }

  /** A named prepared statement: PostgreSQL parses and plans it once per connection (hot paths). */
  async prepared<T extends QueryResultRow>(name: string, sql: string, params: unknown[]): Promise<T | undefined> {
    return (await this.pool.query<T>({ name, text: sql, values: params })).rows[0];
  }

  /** Runs `work` in one transaction on one connection; rolls back on any error. */
  async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
