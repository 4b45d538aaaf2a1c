/**
 * Bounds on the waitlist (issue 35): joining needs no card and no booking, so without them one
 * address or one script could fill the table and every evening's queue.
 */

/** Live entries (waiting or offered) from one address, anywhere: a household planning evenings. */
export const WAITLIST_ENTRIES_PER_ADDRESS = 5;

/** Live entries of one e-mail address for one restaurant's evening: one place in the queue. */
export const WAITLIST_ENTRIES_PER_EMAIL_AND_EVENING = 1;

/**
 * Live entries for one restaurant's evening: more than a full evening's cancellations ever serve,
 * and the most an offer round reads.
 */
export const WAITLIST_ENTRIES_PER_EVENING = 50;

/** How long after its evening's date ends (London midnight) an entry is kept: then deleted. */
export const WAITLIST_GRACE_HOURS = 6;

/** Evenings one sweep looks at (the oldest entries' first), so a sweep is always short. */
export const WAITLIST_EVENINGS_PER_SWEEP = 200;
