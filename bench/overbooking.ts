import { bookingSession, createBody, createHeaders, dateAhead } from './booking';
import { query } from './postgres';

// 500 diners at once for one slot of one restaurant, through two site processes on one PostgreSQL
// database: the booked guests, counted in the database, must not exceed what the slot holds.

const attempts = 500;
const storeId = '1010';
const time = '19:00';

interface Rules {
  seats: number;
  coversPerSlot: number;
}

export interface Overbooking {
  overbookings: number;
  /** Answers neither a booking nor a refusal for a full slot. */
  others: number;
  line: string;
  detail: string;
}

export async function overbookingAcrossProcesses(
  baseURLs: string[],
  databaseUrl: string,
): Promise<Overbooking> {
  const date = dateAhead(21);
  const session = await bookingSession(baseURLs[0]!, 'overbooking');
  const attempt = async (i: number) => {
    const key = `bench-${session.run}-${i}`;
    const response = await fetch(`${baseURLs[i % baseURLs.length]}/api/booking/create/${storeId}`, {
      method: 'POST',
      headers: createHeaders(session, key),
      body: createBody(`${key}@example.com`, date, time),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: number; title?: string };
    return { status: response.status, code: body.code, title: body.title };
  };
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: attempts }, (_, i) => attempt(i)));
  const seconds = (performance.now() - started) / 1000;
  const booked = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.code === 4).length;
  // Anything else (a 5xx, a rate limit), by status and catalogue code: none is expected.
  const others = new Map<string, number>();
  for (const answer of answers) {
    if (answer.status === 200 || answer.code === 4) continue;
    const key = `${answer.status}${answer.code === undefined ? '' : ` code ${answer.code} ${answer.title ?? ''}`}`;
    others.set(key, (others.get(key) ?? 0) + 1);
  }
  const other = [...others].map(([key, n]) => `${n} x ${key.trim()}`).join(', ');

  // What the slot holds: its pacing, and no more than the restaurant's seats (one turn).
  const [rules] = await query<{ rules: Rules }>(
    databaseUrl,
    'select rules from booking_rules where store_id = $1',
    [storeId],
  );
  if (!rules) throw new Error(`No booking rules for restaurant ${storeId}`);
  const capacity = Math.min(rules.rules.coversPerSlot, rules.rules.seats);
  const [stored] = await query<{ guests: string | null; n: string }>(
    databaseUrl,
    `select sum(covers) as guests, count(*) as n from bookings
     where store_id = $1 and dining_date = $2 and dining_time = $3 and status = 'confirmed'`,
    [storeId, date, time],
  );
  const guests = Number(stored?.guests ?? 0);
  const overbookings = Math.max(0, guests - capacity);
  return {
    overbookings,
    others: attempts - booked - refused,
    line: `${attempts} creates at once for ${storeId} on ${date} at ${time}, alternating between ${baseURLs.length} processes, in ${seconds.toFixed(1)} s: ${booked} booked, ${refused} refused (code 4), ${attempts - booked - refused} other${other ? ` (${other})` : ''}; ${stored?.n ?? 0} bookings stored for ${guests} guests, the slot holds ${capacity}`,
    detail: `${guests} guests stored, capacity ${capacity}`,
  };
}
