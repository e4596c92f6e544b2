import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DatabaseKind } from '@osi/shared';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL's own CSV writer (`COPY … TO STDOUT`, every cell quoted, lines ending in LF) over
   * a query without parameters, streamed as it is read, with dates in ISO. PGlite has none.
   */
  copyCsv?(query: SQL): Readable;
  /**
   * Hears of each pooled connection the server ended while it sat idle (a restart, a failover,
   * `pg_terminate_backend`); the pool has already let it go and opens a new one when asked.
   */
  onConnectionLost?(listener: (error: Error) => void): void;
  /** The PostgreSQL pool's connections and the queries waiting for one (for metrics); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Listens on a notification channel (`LISTEN`), with what stops listening; closing the database
   * stops it too. On PostgreSQL it resolves at once and connects in the background, so a start
   * never waits on a database that does not answer: the listener hears `listening` when it is.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
}

/** What a listener is told: each notification, and when it starts or stops hearing them. */
export interface ChannelListener {
  notified(): void;
  /** Listening from now on; anything sent while it was not has been missed. */
  listening(): void;
  /** Not listening until the next `listening`: notifications sent meanwhile are missed. */
  lost(error: Error): void;
}

/** The rows of a raw SQL query; both drivers answer raw SQL with `{ rows }`. */
export const selectRows = async <Row>(db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Trigram indexes make the admin's member search fast; PGlite must load the extension too. */
export const pgliteExtensions = { pg_trgm };

/** Extensions first, then the driver's own migrator over the one migrations folder. */
const migrateWith =
  <D extends Database>(
    db: D,
    migrator: (db: D, options: { migrationsFolder: string }) => Promise<void>,
  ) =>
  async () => {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await migrator(db, { migrationsFolder });
  };

/** How long to wait for PostgreSQL, so a server that accepts but never answers fails fast. */
export interface PostgresTimeouts {
  connectMs: number;
  queryMs: number;
}
export const defaultPostgresTimeouts: PostgresTimeouts = { connectMs: 5_000, queryMs: 30_000 };

const dialect = new PgDialect();

/**
 * App processes started together would each run the migrations at once; a session advisory
 * lock lets one run them while the others wait and then find nothing left to do. The migrations
 * run on the lock's own connection, without the pool's statement time-out: at a million members
 * filling a new table or building an index takes longer than a request may.
 */
const migrateUnderLock = async (url: string, timeouts: PostgresTimeouts) => {
  const connection = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  await connection.connect();
  try {
    await connection.query(`SELECT pg_advisory_lock(hashtext('osi-migrations'))`);
    await migrateWith(drizzlePg(connection, { schema }), migratePg)();
  } finally {
    await connection.end();
  }
};

/**
 * The COPY connection's settings, whatever the database's own. Dates in ISO, as the CSV writes
 * them. And for a statement that reads whole tables: hash joins, not an index probe a row, and no
 * JIT compilation, which costs each parallel worker seconds (decision 094).
 */
export const copySettings = { DateStyle: 'ISO', enable_nestloop: 'off', jit: 'off' };

/**
 * COPY runs on a connection of its own, without the pool's statement and read time-outs: a CSV
 * of every member streams for longer than they allow once there are a million members. The
 * connection ends with the stream, finished or cut short.
 */
async function* copiedCsv(url: string, timeouts: PostgresTimeouts, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new Error('COPY takes no parameters');
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(
      Object.entries(copySettings)
        .map(([name, value]) => `set ${name} = ${value}`)
        .join('; '),
    );
    yield* client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)`));
  } finally {
    await client.end();
  }
}

const retryDelayMs = { first: 500, most: 30_000 };

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection goes back and stops
 * hearing); after a loss it connects again, waiting longer each time up to 30 s.
 */
const listenOnOwnConnection = (
  url: string,
  timeouts: PostgresTimeouts,
  channel: string,
  listener: ChannelListener,
) => {
  let current: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = retryDelayMs.first;
  const lose = (client: pg.Client, error: Error) => {
    if (client !== current) return;
    current = undefined;
    listening = false;
    client.end().catch(() => undefined);
    if (stopped) return;
    listener.lost(error);
    retry = setTimeout(() => void connect(), delay).unref();
    delay = Math.min(delay * 2, retryDelayMs.most);
  };
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) listener.notified();
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== current) return;
    delay = retryDelayMs.first;
    listening = true;
    listener.listening();
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    const ended = client?.end().catch(() => undefined);
    // A connection still waiting for a server that does not answer ends only when the server
    // or its time-out ends it; stopping does not wait for that.
    if (listening) await ended;
  };
};

export const connectPostgres = (
  url: string,
  timeouts: PostgresTimeouts = defaultPostgresTimeouts,
): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.queryMs,
  });
  // pool.end() resolves once it has asked its connections to end, not once they have: closing
  // waits for each to be gone, so a database dropped right after has nobody to cut off.
  const connections = new Set<pg.PoolClient>();
  // Without a listener, a connection lost while idle is an unhandled 'error' that ends the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // Lost while checked out between two queries, a connection reports it on itself, not on the
    // pool; its next query fails instead, and the pool then drops it.
    client.on('error', () => undefined);
    connections.add(client);
    client.once('end', () => connections.delete(client));
  });
  const db = drizzlePg(pool, { schema });
  const listening = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnderLock(url, timeouts),
    close: async () => {
      await Promise.all([...listening].map((stop) => stop()));
      const ended = [...connections].map(
        (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
      );
      await pool.end();
      await Promise.all(ended);
    },
    copyCsv: (query) => Readable.from(copiedCsv(url, timeouts, query), { objectMode: false }),
    onConnectionLost: (listener) => void pool.on('error', listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, listener) => {
      const stop = listenOnOwnConnection(url, timeouts, channel, listener);
      const stopOnce = async () => {
        if (listening.delete(stopOnce)) await stop();
      };
      listening.add(stopOnce);
      return stopOnce;
    },
  };
};

export const connectPglite = (client: PGlite): DatabaseHandle => {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: migrateWith(db, migratePglite),
    close: () => client.close(),
    // One process, one database: it is never lost.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, () => listener.notified());
      listener.listening();
      // Closing the database first has stopped it already.
      return () => unlisten().catch(() => undefined);
    },
  };
};

export const openPgliteDataDir = async (dataDir: string) => {
  const dir = path.join(dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  try {
    return await PGlite.create(dir, { extensions: pgliteExtensions });
  } catch (error) {
    throw new Error(
      `Could not open the embedded database in ${dir}. Is another server using this DATA_DIR? Stop it, or set DATA_DIR or DATABASE_URL.`,
      { cause: error },
    );
  }
};

/** PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export const connectDatabase = async (options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> =>
  options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectPglite(await openPgliteDataDir(options.dataDir));
