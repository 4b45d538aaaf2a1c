import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { DatabaseUnavailable, unavailability } from './database-unavailable';
import { statementSpan } from './statement-spans';

/**
 * How long a statement may go unanswered. With the pool's connect timeout at or below it, a write
 * answers within about 3 s whatever PostgreSQL does: stopped (refused at once), frozen (this
 * deadline, from the statement that met the freeze), slow.
 */
export const defaultDeadlineMs = 2000;

/**
 * What drizzle's node-postgres driver calls on a pool, with two guarantees pg's Pool lacks:
 *
 * - **A deadline.** A statement unanswered after `deadlineMs`, while no other statement was
 *   answered either since it was sent, fails as DatabaseUnavailable and its connection is
 *   destroyed: a frozen server answers nothing, and pg's own query timeout (the statement timeout
 *   and a second) is far longer than a diner should wait. A busy database (a burst waiting on one
 *   slot's lock) still answers the others, so its statements wait on, bounded by those timeouts.
 * - **An outage is noticed once.** When the database is found down (refused, broken, or past the
 *   deadline above), every request waiting for a connection
 *   fails at once rather than each in turn finding out, and while it stays down one request at a
 *   time tries it (the others fail at once); the first that succeeds ends the outage, so the site
 *   recovers by itself.
 *
 * Waiting for a free connection has no deadline of its own: a burst of bookings for one slot
 * rightly waits in line behind the slot's lock while the database answers.
 */
export class DeadlinePool {
  private down = false;
  private trying = false;
  /** When a statement was last answered (performance.now()). */
  lastAnswer = 0;
  /** Connections handed out; pg's pool is never asked for more than it has (see `turn`). */
  private inUse = 0;
  private readonly waiting: { take: () => void; outage: (error: Error) => void }[] = [];

  constructor(
    readonly pool: Pool,
    private readonly deadlineMs = defaultDeadlineMs,
  ) {}

  /** A lone statement, on a connection of its own for its duration. */
  async query(config: QueryConfig, values?: unknown[]): Promise<QueryResult> {
    const connection = await this.connect();
    try {
      return await connection.query(config, values);
    } finally {
      connection.release();
    }
  }

  /** A connection for a transaction; `release` gives it back (or destroys it after a failure). */
  async connect(): Promise<DeadlineConnection> {
    const trial = this.down;
    if (trial && this.trying)
      throw new DatabaseUnavailable('it is out; another request is trying it');
    if (trial) this.trying = true;
    let holding = false;
    try {
      await this.turn();
      holding = true;
      const client = await this.pool.connect();
      return new DeadlineConnection(client, this.deadlineMs, this, trial);
    } catch (error) {
      if (holding) this.returned(trial);
      else if (trial) this.trying = false;
      throw this.failed(error);
    }
  }

  /**
   * Waits for a free connection in this pool's own line, not pg's: a request that gives up when
   * the database is found down must leave no request behind in pg's line, where it would still
   * open a connection to a server that does not answer, ahead of the request trying it again.
   */
  private turn(): Promise<void> {
    if (this.inUse < (this.pool.options.max ?? 10)) {
      this.inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ take: resolve, outage: reject });
    });
  }

  /** A connection is back (or was never opened): the next in line takes its place. */
  returned(trial: boolean): void {
    if (trial) this.trying = false;
    const next = this.waiting.shift();
    if (next) next.take();
    else this.inUse -= 1;
  }

  /** Maps a failure to DatabaseUnavailable where it is one, noting an outage. */
  failed(error: unknown): unknown {
    if (error instanceof DatabaseUnavailable) return error;
    const kind = unavailability(error);
    if (kind === 'down') this.outage();
    if (!kind) return error;
    return new DatabaseUnavailable(String((error as { message?: unknown }).message), {
      cause: error,
    });
  }

  /** The database is down: those waiting for a connection fail now. */
  outage(): void {
    this.down = true;
    const waiting = this.waiting.splice(0);
    for (const { outage } of waiting)
      outage(new DatabaseUnavailable('another request found it out'));
  }

  /** A statement was answered: the database is there. */
  answered(): void {
    this.down = false;
    this.lastAnswer = performance.now();
  }
}

/** A pooled connection with its deadline (see DeadlinePool); drizzle calls `query` and `release`. */
export class DeadlineConnection {
  private failure: Error | undefined;
  private released = false;

  constructor(
    private readonly client: PoolClient,
    private readonly deadlineMs: number,
    private readonly owner: DeadlinePool,
    private readonly trial: boolean,
  ) {}

  async query(config: QueryConfig, values?: unknown[]): Promise<QueryResult> {
    if (this.failure) {
      // Nothing more is sent on a broken connection (drizzle's rollback after a failure).
      throw new DatabaseUnavailable(`a connection ${this.failure.message}`, {
        cause: this.failure,
      });
    }
    const sent = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      const check = () => {
        // Others answered meanwhile: the database is busy (a burst waiting on one slot's lock),
        // not out. The statement waits on, bounded by the statement timeout.
        if (this.owner.lastAnswer >= sent) {
          timer = setTimeout(check, this.deadlineMs);
          return;
        }
        const failure = new Error(`did not answer within ${this.deadlineMs} ms`);
        this.owner.outage();
        this.broken(failure);
        reject(new DatabaseUnavailable(`a statement ${failure.message}`));
      };
      timer = setTimeout(check, this.deadlineMs);
    });
    try {
      const text = typeof config === 'string' ? config : config.text;
      const answer = statementSpan(text, () => this.client.query(config, values));
      const result = await Promise.race([answer, deadline]);
      this.owner.answered();
      return result;
    } catch (error) {
      const failure = this.owner.failed(error);
      if (failure instanceof DatabaseUnavailable && unavailability(error) !== 'slow') {
        this.broken(failure);
      }
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Back to the pool (destroyed instead if it broke); once, however often it is called. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.client.release(this.failure);
    this.owner.returned(this.trial);
  }

  /**
   * A broken or abandoned connection is destroyed at once, never handed out again. At once,
   * because drizzle does not release a connection whose `begin` failed: a frozen server would
   * otherwise keep every pooled connection, and the pool would never recover.
   */
  private broken(failure: Error): void {
    this.failure ??= failure;
    this.release();
  }
}

// drizzle runs a transaction on one connection only when it recognises a pool, by its class name
// ("...Pool"); a production build may shorten class names, so the name is set outright.
Object.defineProperty(DeadlinePool, 'name', { value: 'DeadlinePool' });
