/** Code 16 of the error catalogue (spec 1 §8): the content service failed. */
export const contentServiceError = {
  code: 16,
  title: 'CONTENTFUL_ERROR',
  message: 'Something went wrong connecting to a content service, please try again.',
} as const;

/** The messages for missing content (spec 1 §8, spec 2 §7). */
export const contentMessages = {
  pageNotFound: 'This page could not be found.',
  menuNotFound: 'Menu not found.',
  settingsMissing: 'Settings is not defined',
  restaurantsFailed: 'Something went wrong fetching the restaurants, please try again.',
} as const;
