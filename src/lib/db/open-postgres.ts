import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool, type ClientConfig } from 'pg';
import { DeadlinePool, defaultDeadlineMs } from './deadline-pool';
import { traceTransactions } from './statement-spans';
import { migrationsFolder, type DatabaseHandle } from './open-database';

/** How long PostgreSQL may take (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export interface PostgresTimeouts {
  /** To open a connection. */
  connectMs: number;
  /** For one statement to run, or a transaction to sit idle between two. */
  statementMs: number;
  /** For a statement to be answered at all, before the database counts as out (see DeadlinePool). */
  deadlineMs?: number;
}

/** Any fixed number: all processes migrating one PostgreSQL database take turns on this lock. */
const migrationLockId = 7_424_242;

/**
 * A pg Client that gives up connecting after `connectMs`. The timeout is the client's, not the
 * pool's: pg-pool would apply its own connectionTimeoutMillis to waiting for a free connection
 * too, and a burst of bookings for one slot rightly waits in line there (behind the slot's lock).
 */
function clientWithConnectTimeout(connectMs: number) {
  return class extends Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  };
}

/** Opens PostgreSQL at `url`: a pool of 10 connections, each bounded by `timeouts`. */
export function openPostgres(url: string, timeouts: PostgresTimeouts): DatabaseHandle {
  const { connectMs, statementMs, deadlineMs = defaultDeadlineMs } = timeouts;
  const TimedClient = clientWithConnectTimeout(connectMs);
  const pool = new Pool({
    connectionString: url,
    max: 10,
    Client: TimedClient,
    keepAlive: true,
    // The server cancels a statement that runs too long, and ends a transaction left idle (a
    // stuck process), so nothing holds a restaurant's booking lock for long.
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: statementMs,
    // A server that stops answering altogether (a network partition) cannot cancel anything: the
    // client gives up a second after the server would have.
    query_timeout: statementMs + 1000,
  });
  // An idle connection the server closes (a restart, a failover) must not crash the process: the
  // pool drops it and opens another on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Nor one it closes while a request holds it (the idle transaction timeout, a failover): that
  // request's query fails, and the error must not also be emitted with no listener.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  );
  // The health check's own connection: a pool busy with bookings is not a database outage.
  const probe = new Pool({ connectionString: url, max: 1, Client: TimedClient });
  probe.on('error', () => {}); // reported by the next ping

  return {
    // drizzle calls only `query` and `connect` on its pool, which DeadlinePool provides.
    db: traceTransactions(drizzle(new DeadlinePool(pool, deadlineMs) as unknown as Pool)),
    kind: 'postgres',
    async migrate() {
      // A connection of its own, without the statement timeouts: a migration takes what it takes,
      // and the other processes starting at the same moment wait for it on the lock.
      const client = new TimedClient({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
        await client.end();
      }
    },
    async ping() {
      await probe.query('select 1');
    },
    async close() {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}
