/** The titles of the booking modal's steps, as spec 1 §2 words them. */
export const journeyStepTitles = {
  restaurant: 'Select a restaurant',
  party: 'Table size, time and date',
  availability: 'Select a restaurant and time',
  menu: 'Select a menu',
  extras: 'Extras?',
  details: 'Your details',
  card: 'Card guarantee',
} as const;
