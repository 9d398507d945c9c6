import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Readable, Writable } from 'stream';
import { pipeline } from 'stream/promises';

/**
 * The SQL of backups and restores (the backups module's repository layer, docs/decisions/036).
 * It works on one dedicated connection of its own, outside the app's pool: a backup holds one
 * snapshot open for its whole length, and a restore loads tables that the app is not serving yet.
 */
export class ArchiveRepository {
  private constructor(private readonly client: Client) {}

  static async connect(databaseUrl: string): Promise<ArchiveRepository> {
    const client = new Client({ connectionString: databaseUrl, application_name: 'studio-portal-backup' });
    await client.connect();
    // A dump or a load may take long: no statement or idle bound of the role's defaults applies here.
    await client.query(`set statement_timeout = 0; set idle_in_transaction_session_timeout = 0; set lock_timeout = '30s'`);
    return new ArchiveRepository(client);
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  async serverVersion(): Promise<number> {
    const { rows } = await this.client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    return Number(rows[0].v);
  }

  async currentSchema(): Promise<string> {
    const { rows } = await this.client.query<{ s: string }>(`select current_schema() as s`);
    return rows[0].s;
  }

  /** Opens the one consistent, read-only snapshot a backup reads from; answers its id for pg_dump --snapshot. */
  async beginSnapshot(): Promise<string> {
    await this.client.query(`begin isolation level repeatable read read only`);
    const { rows } = await this.client.query<{ id: string }>(`select pg_export_snapshot() as id`);
    return rows[0].id;
  }

  async begin(): Promise<void> {
    await this.client.query('begin');
  }

  async commit(): Promise<void> {
    await this.client.query('commit');
  }

  async rollback(): Promise<void> {
    await this.client.query('rollback');
  }

  /** Ordinary tables of the schema with their stored (not generated) columns in order. */
  async tables(schema: string): Promise<{ name: string; columns: string[] }[]> {
    const { rows } = await this.client.query<{ name: string; columns: string[] }>(
      `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = $1 and c.relkind = 'r'
        group by c.relname
        order by c.relname`,
      [schema],
    );
    return rows;
  }

  async rowCounts(schema: string, tables: string[]): Promise<Record<string, number>> {
    if (!tables.length) return {};
    const text = tables.map((t, i) => `select $${i + 1}::text as t, count(*)::bigint as n from ${ident(schema)}.${ident(t)}`).join(' union all ');
    const { rows } = await this.client.query<{ t: string; n: string }>(text, tables);
    return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
  }

  /** Migration names in the order they were applied; empty when the table does not exist. */
  async appliedMigrations(schema: string, table: string): Promise<string[]> {
    const { rows: found } = await this.client.query(`select 1 from pg_tables where schemaname = $1 and tablename = $2`, [schema, table]);
    if (!found.length) return [];
    const { rows } = await this.client.query<{ name: string }>(`select name from ${ident(schema)}.${ident(table)} order by id`);
    return rows.map((r) => r.name);
  }

  async sequences(schema: string): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
    const { rows: names } = await this.client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind = 'S' order by c.relname`,
      [schema],
    );
    const out: { name: string; lastValue: string; isCalled: boolean }[] = [];
    for (const { name } of names) {
      // One sequence a statement: a sequence is read as a one-row relation, never in bulk.
      const { rows } = await this.client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text as last_value, is_called from ${ident(schema)}.${ident(name)}`,
      );
      out.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
    }
    return out;
  }

  /** Streams a table's rows in COPY text format into `sink`. */
  async copyOut(schema: string, table: string, columns: string[], sink: Writable): Promise<void> {
    const cols = columns.map(ident).join(', ');
    const stream = this.client.query(copyTo(`copy (select ${cols} from ${ident(schema)}.${ident(table)}) to stdout`));
    await pipeline(stream, sink);
  }

  /** Loads COPY text rows from `source` into a table; answers the number of rows. */
  async copyIn(schema: string, table: string, columns: string[], source: Readable): Promise<number> {
    const cols = columns.map(ident).join(', ');
    const stream = this.client.query(copyFrom(`copy ${ident(schema)}.${ident(table)} (${cols}) from stdin`));
    await pipeline(source, stream);
    return stream.rowCount;
  }

  /** How much of a studio the schema holds: its tables, and the last migration when recorded. */
  async studioState(schema: string, migrationsTable: string): Promise<{ tables: number; lastMigration: string | null }> {
    const { rows } = await this.client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'p')`,
      [schema],
    );
    const migrations = await this.appliedMigrations(schema, migrationsTable);
    return { tables: Number(rows[0].n), lastMigration: migrations.at(-1) ?? null };
  }

  /** Sessions of the app (its pool names itself `studio-portal`) on this database, other than this one. */
  async appSessions(): Promise<number> {
    const { rows } = await this.client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = 'studio-portal' and pid <> pg_backend_pid()`,
    );
    return Number(rows[0].n);
  }

  /** Drops every table, view, sequence, function and type of the schema (not those of extensions), in one transaction. */
  async wipeSchema(schema: string): Promise<void> {
    const notExtension = (catalog: string, oid: string) =>
      `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
    const { rows } = await this.client.query<{ sql: string }>(
      `select format('drop %s if exists %I.%I cascade', case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                       when 'S' then 'sequence' else 'table' end, n.nspname, c.relname) as sql
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S') and ${notExtension('pg_class', 'c.oid')}
       union all
       select format('drop routine if exists %I.%I(%s) cascade', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind in ('f', 'p') and ${notExtension('pg_proc', 'p.oid')}
       union all
       select format('drop type if exists %I.%I cascade', n.nspname, t.typname)
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = $1 and t.typtype in ('e', 'd', 'r') and ${notExtension('pg_type', 't.oid')}`,
      [schema],
    );
    await this.client.query('begin');
    try {
      for (const { sql } of rows) await this.client.query(sql);
      await this.client.query('commit');
    } catch (error) {
      await this.client.query('rollback');
      throw error;
    }
  }

  /**
   * Makes freshly migrated tables ready to take the archive's rows, inside the open transaction:
   * the app's triggers are switched off (the ledger triggers would add rows, and the append-only one
   * refuses TRUNCATE), foreign keys too when the role may set session_replication_role, and the
   * rows migrations wrote are removed. Answers whether foreign keys are off.
   */
  async prepareLoad(schema: string, tables: string[]): Promise<boolean> {
    for (const t of tables) await this.client.query(`alter table ${ident(schema)}.${ident(t)} disable trigger user`);
    let replica = true;
    await this.client.query('savepoint replica');
    try {
      await this.client.query(`set local session_replication_role = replica`);
    } catch {
      // Only superusers (or roles granted the setting) may: load in foreign-key order instead.
      await this.client.query('rollback to savepoint replica');
      replica = false;
    }
    if (tables.length) await this.client.query(`truncate ${tables.map((t) => `${ident(schema)}.${ident(t)}`).join(', ')}`);
    return replica;
  }

  async finishLoad(schema: string, tables: string[]): Promise<void> {
    for (const t of tables) await this.client.query(`alter table ${ident(schema)}.${ident(t)} enable trigger user`);
  }

  /** Referenced tables before the tables referencing them (self references need no order: COPY checks at its end). */
  async foreignKeyOrder(schema: string, tables: string[]): Promise<string[]> {
    const { rows } = await this.client.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid`,
      [schema],
    );
    const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
    for (const { child, parent } of rows) if (parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
    const order: string[] = [];
    const placed = new Set<string>();
    while (order.length < tables.length) {
      const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
      // A cycle: place the rest as they come and let the database say which key fails.
      const next = ready.length ? ready : tables.filter((t) => !placed.has(t));
      for (const t of next) {
        placed.add(t);
        order.push(t);
      }
    }
    return order;
  }

  async setSequence(schema: string, name: string, lastValue: string, isCalled: boolean): Promise<void> {
    await this.client.query(`select setval($1::regclass, $2::bigint, $3)`, [`${ident(schema)}.${ident(name)}`, lastValue, isCalled]);
  }
}

/** A quoted SQL identifier. */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
