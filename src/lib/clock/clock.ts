/**
 * The site's clock. Server code asks it for the moment (never `new Date()` directly) so a test can
 * pin the moment: what a booking engine, a horizon or a token offers depends on it, and a test that
 * read the wall clock would pass at some hours and fail at others.
 */
let source: () => number = () => Date.now();

/** The current instant. */
export function currentTime(): Date {
  return new Date(source());
}

/**
 * Pins the clock at `instant` (tests only) and returns the function that restores the real clock.
 * The pinned clock stands still unless `ticking` is set, when it runs on from `instant`.
 */
export function pinClock(instant: Date | string, { ticking = false } = {}): () => void {
  const pinned = new Date(instant).getTime();
  if (Number.isNaN(pinned)) throw new Error(`pinClock: ${String(instant)} is not an instant`);
  const startedAt = Date.now();
  const previous = source;
  source = ticking ? () => pinned + (Date.now() - startedAt) : () => pinned;
  return () => {
    source = previous;
  };
}
