/** The times a booking may start: every 15 minutes from 09:00 to 23:45 (spec 1 §9). */
export const slotGridMinutes: readonly number[] = Array.from(
  { length: (23 * 60 + 45 - 9 * 60) / 15 + 1 },
  (_, index) => 9 * 60 + index * 15,
);
