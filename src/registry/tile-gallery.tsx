import Head from 'next/head';
import type { Shell } from '@/features/shell';
import type { RenderedTile } from './rendered-tile';
import { TileList } from './tile-list';

export interface TileGalleryProps {
  shell: Shell;
  entries: { key: string; tile: RenderedTile }[];
}

/** Every tile type, named, one after another. */
export function TileGallery({ entries }: TileGalleryProps) {
  return (
    <>
      <Head>
        <title>Tiles</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container py-4">
        <h1>Tiles</h1>
        <p>Every tile type the registry knows, rendered from its fixture.</p>
      </div>
      {entries.map(({ key, tile }) => (
        <section key={key} aria-labelledby={`tile-${key}`} className="border-top">
          <h2 id={`tile-${key}`} className="container h6 text-uppercase py-2 mb-0">
            {key}
          </h2>
          <TileList tiles={[tile]} preview />
        </section>
      ))}
    </>
  );
}
