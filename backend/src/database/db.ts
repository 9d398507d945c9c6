import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Pool, types, type PoolClient, type QueryResult, type QueryResultRow } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config';
import { isConnectionError, translateDbError } from './db-errors';

const INT8 = 20;
const NUMERIC = 1700;

interface TxState {
  client: PoolClient;
  afterCommit: (() => void)[];
  /** Set when the transaction ended: a stray continuation must not reuse a released connection. */
  done: boolean;
}

/** What a query needs: plain text and parameters, or a named prepared statement. */
type Statement = string | { name: string; text: string };

/**
 * The one data-access gateway of the process (docs/decisions/010-data-access.md).
 *
 * One pool; a transaction follows the call through AsyncLocalStorage, so every query issued while
 * `tx()` is open, by any repository, runs on that transaction's connection and nothing ever holds
 * one connection while waiting for another. Every wait is bounded by the pool's acquire timeout
 * and the session timeouts set on each connection.
 */
@Injectable()
export class Db implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly store = new AsyncLocalStorage<TxState>();
  /**
   * Transactions open on this instance. The store is enabled only while one is (decision 053): an
   * enabled AsyncLocalStorage makes every promise and tick of the process pay Node's init hook, and
   * most calls run no transaction. A state left on a resource after its transaction is `done`.
   */
  private openTransactions = 0;
  private readonly logger = new Logger('Database');
  private readonly poolMin: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const db = config.db;
    this.poolMin = Math.min(db.poolMin, db.poolMax);
    this.pool = new Pool({
      connectionString: config.databaseUrl,
      max: db.poolMax,
      // Idle connections down to this many stay open (warmed at start): a connection's first statements
      // pay its start and catalog reads, ~100 ms on the first call that reads in parts (decision 052).
      min: this.poolMin,
      connectionTimeoutMillis: db.acquireTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // Sent as startup parameters: the server enforces them on every connection of the pool.
      statement_timeout: db.statementTimeoutMs,
      lock_timeout: db.lockTimeoutMs,
      idle_in_transaction_session_timeout: db.idleInTransactionTimeoutMs,
      // A server that stops answering (network cut) must not hold the caller forever either.
      query_timeout: db.statementTimeoutMs + 5_000,
      application_name: 'studio-portal',
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC ? (v: string) => (v === null ? null : Number(v)) : types.getTypeParser(oid, format as 'text')) as typeof types.getTypeParser,
      },
    });
    // A connection the server drops (restart, failover, pg_terminate_backend) must not crash the
    // process: an idle one is removed by the pool, a checked-out one fails its query and is destroyed.
    this.pool.on('error', (error) => this.logger.warn(`idle connection lost: ${error.message}`));
    this.pool.on('connect', (client) => client.on('error', (error) => this.logger.warn(`connection lost: ${error.message}`)));
  }

  /** Opens the pool's kept connections at start; a database not there yet only leaves them to the first calls. */
  async onApplicationBootstrap(): Promise<void> {
    const clients = await Promise.allSettled(Array.from({ length: this.poolMin }, () => this.pool.connect()));
    for (const c of clients) if (c.status === 'fulfilled') c.value.release();
    const failed = clients.find((c) => c.status === 'rejected');
    if (failed) this.logger.warn(`pool not warmed: ${(failed.reason as Error).message}`);
  }

  /** Runs one statement on the current transaction's connection, or on any pooled one. */
  async query<T extends QueryResultRow = QueryResultRow>(statement: Statement, params: unknown[] = []): Promise<QueryResult<T>> {
    const config = typeof statement === 'string' ? { text: statement, values: params } : { ...statement, values: params };
    const state = this.store.getStore();
    try {
      if (state && !state.done) return await state.client.query<T>(config);
      return await this.pool.query<T>(config);
    } catch (error) {
      throw translateDbError(error);
    }
  }

  async many<T extends QueryResultRow = QueryResultRow>(statement: Statement, params: unknown[] = []): Promise<T[]> {
    return (await this.query<T>(statement, params)).rows;
  }

  async one<T extends QueryResultRow = QueryResultRow>(statement: Statement, params: unknown[] = []): Promise<T | undefined> {
    return (await this.query<T>(statement, params)).rows[0];
  }

  /** Rows changed by an insert, update or delete. */
  async exec(statement: Statement, params: unknown[] = []): Promise<number> {
    return (await this.query(statement, params)).rowCount ?? 0;
  }

  /** Connections open, idle, and callers waiting for one (the db_pool_* gauges of /metrics). */
  poolStats(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  inTransaction(): boolean {
    const state = this.store.getStore();
    return !!state && !state.done;
  }

  /**
   * Runs `work` in one transaction; a `tx()` inside it joins the outer one (one commit, one
   * rollback). On any error the transaction rolls back and the error goes on; a connection that
   * failed is destroyed rather than returned to the pool.
   */
  async tx<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction()) return work();
    const client = await this.acquire();
    const state: TxState = { client, afterCommit: [], done: false };
    let broken: Error | undefined;
    this.openTransactions++;
    try {
      await client.query('begin');
      const result = await this.store.run(state, work);
      await client.query('commit');
      state.done = true;
      for (const hook of state.afterCommit) this.runHook(hook);
      return result;
    } catch (error) {
      state.done = true;
      if (isConnectionError(error)) broken = error as Error;
      else {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
      }
      throw translateDbError(error);
    } finally {
      client.release(broken);
      if (--this.openTransactions === 0) this.store.disable();
    }
  }

  /**
   * Work that must only happen once the data is committed (a socket push, removing files):
   * queued while a transaction is open, run at once otherwise. Dropped on rollback.
   */
  afterCommit(hook: () => void): void {
    const state = this.store.getStore();
    if (state && !state.done) state.afterCommit.push(hook);
    else this.runHook(hook);
  }

  /** A named prepared statement: PostgreSQL parses and plans it once per connection (hot paths). */
  async prepared<T extends QueryResultRow = QueryResultRow>(name: string, text: string, params: unknown[]): Promise<T | undefined> {
    // What one() does, in one async frame (every authenticated call runs one of these).
    const state = this.store.getStore();
    try {
      const config = { name, text, values: params };
      return (await (state && !state.done ? state.client.query<T>(config) : this.pool.query<T>(config))).rows[0];
    } catch (error) {
      throw translateDbError(error);
    }
  }

  /** A pooled connection within the acquire timeout, else 503 common.busy. */
  private async acquire(): Promise<PoolClient> {
    try {
      return await this.pool.connect();
    } catch (error) {
      throw translateDbError(error);
    }
  }

  private runHook(hook: () => void): void {
    try {
      hook();
    } catch (error) {
      this.logger.warn(`after-commit work failed: ${(error as Error).message}`);
    }
  }

  // After the HTTP server closed and the calls in progress drained (Admission), not before them.
  async onApplicationShutdown(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}
