import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultBrandColours } from '@/lib/content';
import { brandProperties, brandStyleSheet } from './brand-colours';

describe("the brand's colours", () => {
  it("are Tavola's, the theme's own defaults, when the settings give none", () => {
    const tokens = readFileSync(path.join(process.cwd(), 'src/lib/theme/_tokens.scss'), 'utf8');
    const token = (name: string) =>
      new RegExp(`^\\$${name}: (#[0-9a-f]{6});`, 'm').exec(tokens)?.[1];
    expect(defaultBrandColours).toEqual({
      brandColour: token('green'),
      accentColour: token('light-green'),
      pageColour: token('off-white'),
    });
    expect(brandProperties({})).toMatchObject({
      '--tavola-primary': '#244742',
      '--tavola-on-primary': '#ffffff',
      '--tavola-accent': '#b5cbb3',
      '--tavola-on-accent': '#000000',
      '--tavola-widget': '#244742',
      '--tavola-page-bg': '#fff5e9',
    });
  });

  it('give each role its text colour and a pressed shade further from that text', () => {
    const express = brandProperties({
      brandColour: '#7a1f2b',
      accentColour: '#f6c453',
      pageColour: '#fffaf2',
      widgetColour: '#ac4028',
    });
    expect(express).toEqual({
      '--tavola-primary': '#7a1f2b',
      '--tavola-primary-rgb': '122, 31, 43',
      '--tavola-on-primary': '#ffffff',
      '--tavola-primary-hover': '#681a25',
      '--tavola-accent': '#f6c453',
      '--tavola-accent-rgb': '246, 196, 83',
      '--tavola-on-accent': '#000000',
      '--tavola-accent-hover': '#f7cd6d',
      '--tavola-widget': '#ac4028',
      '--tavola-widget-rgb': '172, 64, 40',
      '--tavola-on-widget': '#ffffff',
      '--tavola-widget-hover': '#923622',
      '--tavola-page-bg': '#fffaf2',
      '--bs-primary': '#7a1f2b',
      '--bs-primary-rgb': '122, 31, 43',
      '--bs-link-color-rgb': '122, 31, 43',
    });
  });

  it('are one rule for the head that outweighs the theme defaults', () => {
    const sheet = brandStyleSheet({ brandColour: '#7a1f2b' });
    expect(sheet).toMatch(/^html:root\{[^{}]+\}$/);
    expect(sheet).toContain('--tavola-primary:#7a1f2b;');
    expect(sheet).toContain('--tavola-widget:#7a1f2b;');
  });
});
