/** The brand palette (spec 2 "visual theme"), as the content illustrations use it. */
export const palette = {
  almond: '#f3e6d5',
  bronze: '#ca4b2f',
  green: '#244742',
  lightGreen: '#b5cbb3',
  offWhite: '#fff5e9',
  pink: '#e07f6b',
  red: '#880000',
  black: '#1a1a1a',
};

/**
 * A 1600×600 header scene. The label says what it shows, for whoever edits it: the JPEG keeps no
 * text, so a page gives its own alt text (or none, for a decorative header).
 */
export function scene(label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600" role="img" aria-label="${label}">${body}</svg>`;
}
