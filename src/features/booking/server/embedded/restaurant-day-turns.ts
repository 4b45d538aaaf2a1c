import { oneStatement, type Database } from '@/lib/db';
import { outboxStatement, type MailMessage } from '@/lib/mail';
import { BookingError } from '../booking-error';
import type { NewBookingRow } from '../bookings.table';
import type { BookingRules } from '../engine/booking-rules.schema';
import { seatingFor, type SeatedBooking } from '../engine/capacity';
import { minutesOf } from '../engine/london-time';
import {
  insertBookingsStatement,
  lockRestaurantDay,
  seatedBookingsAndStoredKeys,
  type SeatedReference,
} from './bookings-repository';
import { forgetBookedDay } from './seated-bookings-cache';
import { releaseHoldsStatement } from '../holds/booking-holds-repository';

/** A booking or event asking for seats, ready to be written. */
export interface SeatRequest {
  /** The booking, but for what only an accepted booking needs (see `accepted`). */
  row: NewBookingRow & { storeId: string; diningDate: string; diningTime: string };
  /**
   * What only an accepted booking needs, made once it is accepted: the rest of its row (the hash
   * of its manage link's secret, its request's fingerprint) and its confirmation e-mail. Most
   * requests for a full day are refused, and making these costs more than checking.
   */
  accepted: () => { row: Partial<NewBookingRow>; email: MailMessage };
  rules: BookingRules;
}

/**
 * Writes a booking that holds seats, or refuses it with code 4 when the seats have gone since the
 * diner saw the slot; a retry (its Idempotency-Key already stored) answers the stored booking. Every booking of a restaurant's day is checked against capacity and written
 * inside one transaction holding the day's lock (`lockRestaurantDay`), so no two can both take the
 * last seats, whichever process they reach.
 *
 * Within this process, the bookings of one restaurant's day take turns: while one turn is being
 * written, the requests that arrive wait, and the next turn checks and writes all of them in one
 * transaction, in the order they came. A busy day (a Christmas rush, a release of tables) then
 * costs one lock and one read a turn instead of one each, and nobody waits behind a queue of
 * single transactions. A turn that fails for any other reason than capacity (a retried request's
 * idempotency key already stored, say) is written again one booking at a time, so one bad request
 * never fails the others.
 */
export function takeSeats(db: Database, request: SeatRequest): Promise<SeatedReference> {
  const key = `${request.row.storeId}|${request.row.diningDate}`;
  let day = days.get(key);
  if (!day) {
    day = { waiting: [] };
    days.set(key, day);
  }
  const promise = new Promise<SeatedReference>((resolve, reject) =>
    day.waiting.push({ request, resolve, reject }),
  );
  if (!day.writing) {
    day.writing = true;
    void writeTurns(db, key, day);
  }
  return promise;
}

/** The most bookings one turn writes: a larger queue is written over several turns. */
const maxTurn = 100;

interface Waiting {
  request: SeatRequest;
  resolve: (booking: SeatedReference) => void;
  reject: (error: unknown) => void;
}

interface Day {
  waiting: Waiting[];
  /** Set while a turn is being written. */
  writing?: boolean;
}

/**
 * The turns of the event loop a turn waits, at least and at most, for requests to join it. The
 * most is high because new connections come through one a turn of the loop: with 8, a first wave
 * of 50 diners on 50 new connections reached the day 8, 16, 24... at a time (seen under load), and
 * each later group waited behind the turns before it (p99 135 ms instead of 50).
 */
const minGatherLoops = 2;
const maxGatherLoops = 64;

/**
 * Lets the requests already received join the next turn before it starts, and says how many
 * wait. PGlite runs a turn on this thread without yielding to the event loop, and a request takes
 * a few turns of the loop to come through the server to here. A turn started at once would hold
 * the first few; the rest, arriving while it is written, would make the next turn, and so on: many
 * small turns, each paying for the lock and the reads, and a busy day slowest when busiest (seen
 * under load: turns of 1, 1, 2, 2, 3, 3... and a p99 of 700 ms instead of 100). The turn starts
 * once a turn of the loop brings nobody new (but not before `minGatherLoops`: a request may be
 * one turn of the loop behind another), after at most `maxGatherLoops`: when the site is quiet,
 * a few microseconds.
 */
async function gathered(day: Day): Promise<number> {
  let seen = -1;
  for (
    let loop = 0;
    loop < maxGatherLoops && (loop < minGatherLoops || day.waiting.length !== seen);
    loop++
  ) {
    seen = day.waiting.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return day.waiting.length;
}

/** The restaurant days with bookings waiting or being written (empty when none are). */
const days = new Map<string, Day>();

async function writeTurns(db: Database, key: string, day: Day) {
  try {
    while ((await gathered(day)) > 0) {
      const turn = day.waiting.splice(0, maxTurn);
      try {
        const outcomes = await writeTurn(db, turn);
        turn.forEach((waiting, i) => {
          const outcome = outcomes[i]!;
          if (outcome instanceof BookingError) waiting.reject(outcome);
          else waiting.resolve(outcome);
        });
      } catch {
        for (const waiting of turn) {
          await writeTurn(db, [waiting]).then(
            ([outcome]) =>
              outcome instanceof BookingError ? waiting.reject(outcome) : waiting.resolve(outcome!),
            waiting.reject,
          );
        }
      }
    }
  } finally {
    day.writing = false;
    days.delete(key);
  }
}

/**
 * One transaction for the turn: the day's lock, its bookings, then each request in order is
 * accepted when it still fits beside those and the ones accepted before it, or refused with code 4.
 * The accepted are written with their e-mails; outcomes are in the turn's order.
 *
 * A request whose Idempotency-Key is already stored is a retry: its outcome is the booking stored
 * under that key (the caller tells a retry from a reuse), and it takes no seats. The keys are read
 * here, with the day's seated bookings in the same query, inside the turn's transaction, rather
 * than once per request before it. Its writes are one statement too: a turn is begin, read, write
 * and commit (and on PostgreSQL the lock first), a turn that books nobody no write.
 */
async function writeTurn(
  db: Database,
  turn: Waiting[],
): Promise<(SeatedReference | BookingError)[]> {
  const { storeId, diningDate } = turn[0]!.request.row;
  const outcomes = await db.transaction(async (tx) => {
    await lockRestaurantDay(tx, storeId, diningDate);
    const read = await seatedBookingsAndStoredKeys(
      tx,
      storeId,
      diningDate,
      turn.flatMap(({ request }) => request.row.idempotencyKey ?? []),
    );
    const { stored } = read;
    let seated: SeatedBooking[] = read.seated;
    const accepted: SeatRequest[] = [];
    const fits = turn.map(({ request }) => {
      const { row, rules } = request;
      if (row.idempotencyKey && stored.has(row.idempotencyKey)) return false;
      const party = {
        startMinutes: minutesOf(row.diningTime),
        covers: row.covers,
        areaId: row.areaId ?? null,
      };
      // The table this diner's session holds is theirs to take: only others' holds count.
      const others = seated.filter(
        (booking) => !booking.heldBy || booking.heldBy !== row.sessionId,
      );
      const seating = seatingFor(rules, others, party);
      if (!seating) return false;
      // A party at neighbouring tables (16-24) holds the seats of the area found for it.
      const seatedRow = { ...row, areaId: seating.areaId };
      seated = [
        ...others,
        { ...party, areaId: seating.areaId, durationMinutes: row.durationMinutes },
      ];
      accepted.push({ ...request, row: seatedRow });
      return true;
    });
    const earlier = (request: SeatRequest) =>
      request.row.idempotencyKey ? stored.get(request.row.idempotencyKey) : undefined;
    if (accepted.length === 0) {
      return turn.map(({ request }) => earlier(request) ?? new BookingError(4));
    }
    // The accepted bookings, their e-mails and the end of their sessions' holds (the seats are now
    // the bookings'), as one statement.
    const written = accepted.map((request) => {
      const { row, email } = request.accepted();
      return { row: { ...request.row, ...row }, email };
    });
    const sessions = accepted.flatMap((request) => request.row.sessionId ?? []);
    await tx.execute(
      oneStatement([
        ...(sessions.length > 0 ? [releaseHoldsStatement(sessions)] : []),
        outboxStatement(written.map(({ email }) => email)),
        insertBookingsStatement(written.map(({ row }) => row)),
      ]),
    );
    let next = 0;
    return turn.map(({ request }, i) => {
      if (!fits[i]) return earlier(request) ?? new BookingError(4);
      const { row } = written[next++]!;
      return { reference: row.reference, requestFingerprint: row.requestFingerprint ?? null };
    });
  });
  if (outcomes.some((outcome) => !(outcome instanceof BookingError))) {
    forgetBookedDay(storeId, diningDate);
  }
  return outcomes;
}
