import type { ComponentType } from 'react';
import type { ResolvedEntry } from '@/lib/content';
import { FirstTile, HeadingLevel, HydrateInSlices, PreviewProblems, PreviewEntry } from '@/lib/ui';
import type { RenderedTile } from './rendered-tile';
import { TileErrorBoundary } from './tile-error-boundary';
import { TileFrameView } from './tile-frame-view';
import { TilePlaceholder } from './tile-placeholder';
import { tileBlocks } from './tile-blocks';
import { useLiveTiles } from './use-live-tiles';

interface TileListProps {
  tiles: RenderedTile[];
  /** Draft mode: tiles that cannot be shown appear as named placeholders. */
  preview: boolean;
  /** The first tile's heading titles the page (h1); the rest are sections (h2). */
  firstTileTitlesPage?: boolean;
  /**
   * Draft mode: the raw page entry the tiles came from (links resolved, as the Preview API gives
   * it). With it, the tiles follow the editor's typing before a save (use-live-tiles.ts).
   */
  livePage?: ResolvedEntry;
}

/** A page's tiles, in order, each in its frame and its own error boundary. */
export function TileList({ tiles, preview, firstTileTitlesPage = false, livePage }: TileListProps) {
  const list = useLiveTiles(tiles, preview ? livePage : undefined);
  return (
    <div className="row g-0">
      {list.map((tile, index) => {
        if (tile.kind !== 'tile') {
          if (!preview) return null;
          const problem =
            tile.kind === 'unknown'
              ? `The site has no block for tiles of type "${tile.type}".`
              : `It is invalid: ${tile.message}`;
          return <TilePlaceholder key={tile.id} name={tile.name} problem={problem} />;
        }
        // The props were parsed for this key on the server (prepare-tiles.server.ts).
        const Block = tileBlocks[tile.key] as ComponentType<object>;
        return (
          <HeadingLevel key={tile.id} level={index === 0 && firstTileTitlesPage ? 1 : 2}>
            <FirstTile first={index === 0}>
              {preview && tile.problems && (
                <PreviewProblems
                  entry={tile.name ?? tile.id}
                  problems={tile.problems}
                  meanwhile="The tile is shown without these parts."
                />
              )}
              <TileErrorBoundary name={tile.id} preview={preview}>
                <TileFrameView frame={tile.frame} preview={preview} first={index === 0}>
                  {/* Blocks tag their fields with this entry for the inspector (draft only). */}
                  <PreviewEntry id={preview ? tile.id : undefined}>
                    <HydrateInSlices>
                      <Block {...tile.props} />
                    </HydrateInSlices>
                  </PreviewEntry>
                </TileFrameView>
              </TileErrorBoundary>
            </FirstTile>
          </HeadingLevel>
        );
      })}
    </div>
  );
}
