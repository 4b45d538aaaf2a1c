/** A colour as editors type it in the settings: '#' and six hex digits, such as #244742. */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/;

/**
 * The brand's colours when the settings give none: Tavola's (theme/_tokens.scss, whose root
 * variables say the same for the moment before the settings apply). Here, away from the settings'
 * schema, so that every page's head has them without zod in its first-load script.
 */
export const defaultBrandColours = {
  brandColour: '#244742',
  accentColour: '#b5cbb3',
  pageColour: '#fff5e9',
} as const;

/** The minimum contrast of text on its background (WCAG 2.2 AA, normal text). */
export const readableContrast = 4.5;

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** The colour's red, green and blue as CSS's `rgb()` takes them: '36, 71, 66'. */
export const rgbTriplet = (hex: string) => channels(hex).join(', ');

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Black or white, whichever reads better on the colour: any colour reaches 4.5:1 with one. */
export const textColourOn = (hex: string) =>
  contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';

/** `share` (0-1) of `b` mixed into `a`, channel by channel, as a hex colour. */
export function mixColours(a: string, b: string, share: number): string {
  const to = channels(b);
  const mixed = channels(a).map((value, i) =>
    Math.round(value + ((to[i] ?? value) - value) * share),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
