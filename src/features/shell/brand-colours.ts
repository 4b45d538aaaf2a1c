import {
  defaultBrandColours,
  mixColours,
  rgbTriplet,
  textColourOn,
  type LayoutSettings,
} from '@/lib/content';

type ColourSettings = Partial<
  Pick<LayoutSettings, 'brandColour' | 'accentColour' | 'pageColour' | 'widgetColour'>
>;

/** A button's hover and pressed shade: 15% further from its text colour, as Bootstrap's. */
const pressedShade = (colour: string) =>
  mixColours(colour, textColourOn(colour) === '#ffffff' ? '#000000' : '#ffffff', 0.15);

/** One role's colour, the text on it and its pressed shade, as the theme reads them. */
const role = (name: string, colour: string) => ({
  [`--tavola-${name}`]: colour,
  [`--tavola-${name}-rgb`]: rgbTriplet(colour),
  [`--tavola-on-${name}`]: textColourOn(colour),
  [`--tavola-${name}-hover`]: pressedShade(colour),
});

/**
 * The brand's colours from its settings (spec 1 §3: widget colour; issue 34: a brand's colours
 * come from its settings), as the custom properties theme/_themes.scss reads: the primary role
 * (header, footer, buttons, links), the accent (secondary buttons), the page and the booking
 * widget. The settings schema has already refused colours that would not read.
 */
export function brandProperties(settings: ColourSettings): Record<string, string> {
  const brand = settings.brandColour ?? defaultBrandColours.brandColour;
  return {
    ...role('primary', brand),
    ...role('accent', settings.accentColour ?? defaultBrandColours.accentColour),
    ...role('widget', settings.widgetColour ?? brand),
    '--tavola-page-bg': settings.pageColour ?? defaultBrandColours.pageColour,
    '--bs-primary': brand,
    '--bs-primary-rgb': rgbTriplet(brand),
    '--bs-link-color-rgb': rgbTriplet(brand),
  };
}

/**
 * The brand's colours as a style sheet for the page's head. `html:root` outweighs the theme's own
 * `:root` defaults wherever the sheets sit; the values are hex colours the schema has checked, so
 * nothing an editor types reaches the CSS otherwise.
 */
export const brandStyleSheet = (settings: ColourSettings) =>
  `html:root{${Object.entries(brandProperties(settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
