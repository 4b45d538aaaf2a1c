/**
 * The icons in public/icons/sprite.svg (from Bootstrap Icons). To add one, add its Bootstrap Icons
 * name here and run `npm run icons`; a test fails while the sprite lacks a listed icon.
 */
export const iconNames = [
  'apple',
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'box-arrow-up-right',
  'calendar-event',
  'check-circle',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'clock',
  'credit-card',
  'crosshair',
  'dash-lg',
  'envelope',
  'exclamation-triangle',
  'facebook',
  'geo-alt',
  'google',
  'house',
  'instagram',
  'linkedin',
  'list',
  'microsoft',
  'pause-fill',
  'pencil',
  'play-fill',
  'plus-lg',
  'search',
  'telephone',
  'tiktok',
  'twitter-x',
  'x-lg',
  'youtube',
] as const;

export type IconName = (typeof iconNames)[number];
