import type { ContentProblem } from '@/lib/content';
import type { TileFrame } from './tile-frame.schema';
import type { TileKey } from './tile-blocks';

/**
 * A tile ready to render, as page props carry it from getServerSideProps to the browser: a
 * registered tile with its frame and block props, or (in preview only) a tile the site cannot show,
 * named so the editor can find it.
 */
export type RenderedTile =
  | {
      kind: 'tile';
      id: string;
      key: TileKey;
      frame: TileFrame;
      props: object;
      /** Preview only: parts of the tile (a slide, a panel, a link) it left out, and why. */
      problems?: ContentProblem[];
      /** With `problems`: the tile as editors name it (its key, else its id). */
      name?: string;
    }
  | { kind: 'unknown'; id: string; name: string; type: string }
  | { kind: 'invalid'; id: string; name: string; key: string; message: string };
