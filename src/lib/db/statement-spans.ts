import type { PGlite, Transaction } from '@electric-sql/pglite';
import { inRecordedTrace, SpanKind, tracingEnabled, withChildSpan } from '@/lib/telemetry';

/**
 * A span per SQL statement and per transaction, when tracing is on (else the client is left as it
 * is). The statement's text is drizzle's, with `$1` placeholders: its values, a diner's details
 * among them, are never recorded.
 */
export function statementSpan<T>(text: string, run: () => Promise<T>): Promise<T> {
  // Most requests are not traced (OTEL_TRACES_SAMPLER_ARG): theirs cost one check.
  if (!inRecordedTrace()) return run();
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  return withChildSpan(
    `db ${operation}`,
    { 'db.system': 'postgresql', 'db.operation': operation, 'db.statement': text.slice(0, 1000) },
    run,
    SpanKind.CLIENT,
  );
}

/**
 * A span around each of a drizzle database's transactions, its statements below it: on PGlite and
 * on PostgreSQL alike (drizzle's pg driver opens a transaction on a pooled connection, where only
 * its statements can be seen).
 */
export function traceTransactions<
  D extends { transaction: (...args: never[]) => Promise<unknown> },
>(db: D): D {
  if (!tracingEnabled()) return db;
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = ((...args: unknown[]) =>
    withChildSpan('db transaction', { 'db.system': 'postgresql' }, () =>
      transaction(...args),
    )) as D['transaction'];
  return db;
}

/** Traces the statements drizzle runs on an embedded PGlite client, in transactions too. */
export function traceStatements(client: PGlite): PGlite {
  if (!tracingEnabled()) return client;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const traced = (run: typeof query): typeof query =>
    ((text: string, params?: unknown[], options?: Parameters<typeof query>[2]) =>
      statementSpan(text, () => run(text, params, options))) as typeof query;
  client.query = traced(query);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = traced(tx.query);
      return callback(
        new Proxy(tx, {
          get: (target, name) => (name === 'query' ? txQuery : Reflect.get(target, name)),
        }),
      );
    })) as typeof client.transaction;
  return client;
}
