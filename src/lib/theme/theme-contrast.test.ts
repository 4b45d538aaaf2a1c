import { contrastRatio } from '@/lib/content/colour';
import { compileStylesheet, globalStylesheet } from './testing/compile-stylesheet';

/**
 * The theme's colour pairs pass WCAG AA (4.5:1 for text) where the theme itself decides them, so
 * no component can repeat a failing pair: text and outline buttons in every role on the light page
 * backgrounds, and every tile background with its paired text colour. Compiled from the real stylesheet.
 */
const css = compileStylesheet(globalStylesheet);

/** The declarations of every rule whose selector list holds `selector`, later rules winning. */
function declarations(selector: string): Record<string, string> {
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selectors]) =>
    selectors!.split(',').some((s) => s.trim() === selector),
  );
  return Object.fromEntries(
    rules
      .flatMap(([, , body]) => body!.split(';'))
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([property, value]) => property && value),
  );
}

const root = declarations(':root');

function rgbOf(value: string): [number, number, number] {
  // Bootstrap's own roles read their channels from :root (`rgba(var(--bs-primary-rgb), ...)`), and
  // the brand's roles their colours (`var(--tavola-primary)`: its defaults, which the settings'
  // colours replace only after the settings schema has checked them).
  const colour = value
    .replace(/\s*!important$/, '')
    .replace(/var\((--[\w-]+)\)/g, (name, property: string) => root[property] ?? name);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})\b/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a colour: ${colour}`);
}

/** WCAG's contrast of two CSS colours, by the site's own measure (lib/content/colour.ts). */
const contrast = (a: string, b: string) => contrastRatio(hexOf(a), hexOf(b));

function hexOf(colour: string): string {
  return `#${rgbOf(colour)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

const lightBackgrounds = {
  'the page (off-white)': root['--bs-body-bg']!,
  white: '#fff',
  almond: root['--bs-info']!,
  'the second brand page': '#fffaf2',
};

// Every role a component may write in on a light page ('light' is text for dark backgrounds).
const roles = ['primary', 'secondary', 'success', 'info', 'warning', 'danger', 'dark'];
const onLightPages = roles.flatMap((role) =>
  Object.entries(lightBackgrounds).map(([name, background]) => [role, name, background]),
);
// The roles the stylesheet builds outline buttons in (global.scss builds only the roles used).
const buttonRoles = roles.filter(
  (role) => declarations(`.btn-outline-${role}`)['--bs-btn-color'] !== undefined,
);
const buttonsOnLightPages = onLightPages.filter(([role]) => buttonRoles.includes(role!));

describe('theme colour contrast (WCAG AA, 4.5:1)', () => {
  it.each(onLightPages)('%s text on %s', (role, _name, background) => {
    expect(contrast(declarations(`.text-${role}`).color!, background!)).toBeGreaterThanOrEqual(4.5);
  });

  it('builds outline buttons in the roles the site uses', () => {
    expect(buttonRoles).toEqual(expect.arrayContaining(['primary', 'secondary', 'danger']));
  });

  // The thanks panel's Close is an outline secondary button: light green on off-white read 1.6:1.
  it.each(buttonsOnLightPages)('an outline %s button on %s', (role, _name, background) => {
    const button = declarations(`.btn-outline-${role}`);
    expect(contrast(button['--bs-btn-color']!, background!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(buttonRoles)('a hovered outline %s button', (role) => {
    const button = declarations(`.btn-outline-${role}`);
    expect(
      contrast(button['--bs-btn-hover-color']!, button['--bs-btn-hover-bg']!),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('hovered links on the page', () => {
    expect(contrast(root['--bs-link-hover-color']!, root['--bs-body-bg']!)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('body text on the page', () => {
    expect(contrast(root['--bs-body-color']!, root['--bs-body-bg']!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['black', 'bronze', 'green', 'red', 'light-green', 'off-white', 'pink', 'white'])(
    'the %s tile background with its text colour',
    (name) => {
      const tile = declarations(`.tile-bg-${name}`);
      expect(contrast(tile['background-color']!, tile.color!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('would catch the brand bronze as text on the page', () => {
    expect(contrast('#ca4b2f', root['--bs-body-bg']!)).toBeLessThan(4.5);
  });
});
