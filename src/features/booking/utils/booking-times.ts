/** The times a diner can ask for: every 15 minutes from 09:00 to 23:45 (spec 1 §9). */
export const bookingTimes: readonly string[] = Array.from({ length: (24 - 9) * 4 }, (_, index) => {
  const minutes = 9 * 60 + index * 15;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
});
