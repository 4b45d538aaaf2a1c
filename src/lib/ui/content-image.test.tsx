import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type { Image } from '@/lib/content';
import { ContentImage, contentImageLoader } from './content-image';
import { rasterContentImages, rasterWidths } from './raster-content-images';

const illustration: Image = {
  id: 'pizza-oven',
  url: '/images/content/pizza-oven.svg',
  title: 'Pizza oven',
  description: 'A wood-fired pizza oven glowing in a Tavola kitchen',
  contentType: 'image/svg+xml',
  width: 1600,
  height: 900,
};
const logo: Image = { ...illustration, id: 'logo', url: '/images/content/logo-tavola.svg' };

const publicDir = path.join(__dirname, '..', '..', '..', 'public');
const candidates = (img: HTMLElement) =>
  (img.getAttribute('srcset') ?? '').split(', ').map((each) => each.split(' ')[0]);

describe('ContentImage', () => {
  it("serves the content store's illustrations as WebP at each width, never the SVG itself", () => {
    render(<ContentImage image={illustration} sizes="100vw" fill />);
    const img = screen.getByRole('img', { name: illustration.description! });
    expect(candidates(img)).toEqual(
      rasterWidths.map((width) => `/images/content/raster/pizza-oven-${width}.webp`),
    );
    expect(img.getAttribute('src')).toMatch(/^\/images\/content\/raster\/pizza-oven-\d+\.webp$/);
  });

  it('asks for the narrowest rendition at least as wide as the browser needs', () => {
    const src = illustration.url;
    expect(contentImageLoader({ src, width: 96 })).toBe(
      '/images/content/raster/pizza-oven-320.webp',
    );
    expect(contentImageLoader({ src, width: 700 })).toBe(
      '/images/content/raster/pizza-oven-768.webp',
    );
    expect(contentImageLoader({ src, width: 3000 })).toBe(
      '/images/content/raster/pizza-oven-1536.webp',
    );
  });

  it('keeps a logo a vector, as it is', () => {
    render(<ContentImage image={logo} sizes="133px" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', logo.url);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('fetches the largest image above the fold first: high priority, not lazy', () => {
    render(<ContentImage image={illustration} sizes="100vw" fill priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });

  it('leaves the other images lazy, at the browser’s own priority', () => {
    render(<ContentImage image={illustration} sizes="100vw" fill />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });
});

describe('the WebP renditions (npm run images:content)', () => {
  const contentDir = path.join(publicDir, 'images', 'content');

  it('cover every illustration of public/images/content but the logos', () => {
    const illustrations = readdirSync(contentDir)
      .filter((file) => file.endsWith('.svg') && !file.startsWith('logo-'))
      .map((file) => path.basename(file, '.svg'));
    expect([...rasterContentImages].sort()).toEqual(illustrations.sort());
  });

  it('are all there, at every width', () => {
    const missing = [...rasterContentImages].flatMap((name) =>
      rasterWidths
        .map((width) => `raster/${name}-${width}.webp`)
        .filter((file) => !existsSync(path.join(contentDir, file))),
    );
    expect(missing).toEqual([]);
  });
});
