/**
 * What every page says about cookies before the bar's code is fetched: the footer's button and
 * the status after a choice. Apart from messages.ts (the bar and its panel), so that a page's
 * first load carries only these.
 */
export const cookieSettingsCopy = {
  /** The footer's button that reopens the bar, and the title of the panel of switches. */
  settings: 'Cookie settings',
  /** Announced (a status message) when a choice has been kept. */
  saved: 'Your cookie settings have been saved.',
} as const;
