/**
 * The London instants at which every time-dependent suite runs (the clock sweep): each side of a
 * Saturday's 11:00 opening and 23:00 closing, the last minute of a day, a Sunday, both days the
 * clocks change, Christmas Eve and New Year's Eve. A suite runs its checks once per instant with
 * the clock pinned there; `scripts/clock-sweep.ts` also runs those suites with the machine's clock
 * set to each (faketime) in other time zones, so a test that reads the wall clock is caught.
 *
 * Restaurants of the local content open 11:00-23:00 on Saturdays, 11:30-16:00 on 24 December and
 * 11:30-00:30 on 31 December (Leeds Trinity, London Covent Garden).
 */
export interface SweepInstant {
  /** What the instant is, in London wall-clock words. */
  label: string;
  /** The instant itself (UTC). */
  instant: string;
}

export const sweepInstants: readonly SweepInstant[] = [
  { label: 'Saturday 10:59, a minute before opening', instant: '2026-12-05T10:59:00Z' },
  { label: 'Saturday 11:01, a minute after opening', instant: '2026-12-05T11:01:00Z' },
  { label: 'Saturday 22:59, a minute before closing', instant: '2026-12-05T22:59:00Z' },
  { label: 'Saturday 23:01, a minute after closing', instant: '2026-12-05T23:01:00Z' },
  { label: 'Saturday 23:59, the last minute of the day', instant: '2026-12-05T23:59:00Z' },
  { label: 'Sunday 12:00', instant: '2026-12-06T12:00:00Z' },
  { label: 'clocks go forward: 00:59 GMT on 28 March', instant: '2027-03-28T00:59:00Z' },
  { label: 'clocks went forward: 12:00 BST on 28 March', instant: '2027-03-28T11:00:00Z' },
  { label: 'clocks go back: the first 01:30 (BST) on 31 October', instant: '2027-10-31T00:30:00Z' },
  { label: 'clocks went back: the second 01:30 (GMT)', instant: '2027-10-31T01:30:00Z' },
  { label: 'Christmas Eve 23:59', instant: '2026-12-24T23:59:00Z' },
  { label: "New Year's Eve 23:59", instant: '2026-12-31T23:59:00Z' },
  { label: "New Year's Day 00:15, open from the night before", instant: '2027-01-01T00:15:00Z' },
];
