import { useEffect, useState } from 'react';
import type { ResolvedEntry } from '@/lib/content';
import type { RenderedTile } from './rendered-tile';

/**
 * The tiles to show: the server's, or in draft mode, once the editor types, the same tiles parsed
 * again from their unsaved entries (live-updates/). The live-update code, its schemas and the SDK
 * are one chunk imported here only when there is a `livePage`, which only draft mode's props carry:
 * a diner's page never downloads it. New server tiles (a save's reload) replace any edited ones.
 */
export function useLiveTiles(tiles: RenderedTile[], livePage?: ResolvedEntry): RenderedTile[] {
  const [edited, setEdited] = useState<{ from: RenderedTile[]; tiles: RenderedTile[] }>();
  useEffect(() => {
    if (!livePage) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./live-updates/subscribe-live-tiles').then(({ subscribeLiveTiles }) => {
      if (stopped) return;
      stop = subscribeLiveTiles(livePage, tiles, (next) => setEdited({ from: tiles, tiles: next }));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [livePage, tiles]);
  return edited?.from === tiles ? edited.tiles : tiles;
}
