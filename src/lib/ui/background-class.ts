import type { BackgroundColour } from '@/lib/content';

const classes: Record<BackgroundColour, string> = {
  black: 'tile-bg-black',
  bronze: 'tile-bg-bronze',
  green: 'tile-bg-green',
  red: 'tile-bg-red',
  lightGreen: 'tile-bg-light-green',
  offWhite: 'tile-bg-off-white',
  pink: 'tile-bg-pink',
  white: 'tile-bg-white',
};

/** The theme class of a background colour an editor chose: the colour with its text colour. */
export function backgroundClass(colour: BackgroundColour): string {
  return classes[colour];
}
