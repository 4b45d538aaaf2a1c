import type { ConsentCategory } from './consent';

/**
 * What the consent bar and its panel say. The spec names the categories (spec 2 §2: Performance,
 * Targeting (marketing), Site Preferences, Analytics, Necessary always on) and gives no other
 * wording; these say what each choice does. They load with the bar; the footer's button and the
 * status after a choice are in first-load-messages.ts.
 */
export const consentCopy = {
  /** The bar's heading and the name of its region (or of the dialog, in the modal style). */
  title: 'We use cookies',
  text: "We use necessary cookies to make our website work. With your consent, we'd also like to use cookies to measure its performance, understand how it's used, remember your preferences and show you relevant offers on other websites.",
  privacyPolicy: 'Read our Privacy Policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  /** The panel of switches (its title is cookieSettingsCopy.settings). */
  settingsIntro:
    'Choose which cookies we may use. You can change your mind at any time from Cookie settings at the bottom of every page.',
  necessary: 'Necessary',
  necessaryText:
    'Always on. They keep the website secure, remember your cookie choice and make booking a table work.',
  save: 'Save',
} as const;

/** Each optional category's switch: its name and what it allows. */
export const categoryCopy: Record<ConsentCategory, { name: string; text: string }> = {
  performance: {
    name: 'Performance',
    text: 'Measure how quickly our pages load and spot errors, so we can fix them.',
  },
  analytics: {
    name: 'Analytics',
    text: 'Count visits and see which pages are used, so we can improve the website.',
  },
  targeting: {
    name: 'Targeting (marketing)',
    text: 'Let our advertising partners show you our offers on other websites.',
  },
  preferences: {
    name: 'Site Preferences',
    text: 'Remember the choices you make on our website to make your next visit easier.',
  },
};
