import type { ResolvedEntry } from '@/lib/content';
import { ContentfulLivePreview, initLivePreview, livePreviewLocale } from '@/lib/live-preview';
import type { RenderedTile } from '../rendered-tile';
import { liveTilesOf } from './live-tiles-of';
import { liveUpdatesOffMessage } from './live-updates-marker';

/**
 * Draft mode only (use-live-tiles.ts imports this chunk on demand): follows the editor's unsaved
 * edits of `page` (the raw page entry, links resolved) and hands each new set of tiles to
 * `onTiles`, with no request to the server. Returns the unsubscribe.
 */
export function subscribeLiveTiles(
  page: ResolvedEntry,
  tiles: RenderedTile[],
  onTiles: (tiles: RenderedTile[]) => void,
): () => void {
  try {
    initLivePreview();
    return ContentfulLivePreview.subscribe('edit', {
      data: page,
      locale: livePreviewLocale,
      callback: (data) => onTiles(liveTilesOf(data as ResolvedEntry, tiles)),
    });
  } catch (error) {
    // Outside Contentful's preview pane there is no editor to follow; saves still reload.
    console.warn(liveUpdatesOffMessage, error);
    return () => {};
  }
}
