import { tileDefinition, tileDefinitions } from '../tile-definitions.server';
import type { TileKey } from '../tile-blocks';
import { liveTileSchemas } from './live-tile-schemas';

// Draft mode's live updates parse with the server's own schemas, and only for tiles the server
// adds nothing to: otherwise an edit would show props the server would not give.
describe('the tiles that follow an editor as they type', () => {
  const live = Object.entries(liveTileSchemas) as [TileKey, unknown][];

  it.each(live)('%s parses with the very schema of its definition', (key, schema) => {
    expect(schema).toBe(tileDefinition(key).parse);
  });

  it.each(live)('%s has no loader', (key) => {
    expect(tileDefinition(key).load).toBeUndefined();
  });

  // A tile without a loader that is not listed would change only on save: `npm run new-tile`
  // writes each new tile's line, and this names any tile left out.
  it('are every tile without a loader', () => {
    const withoutLoader = tileDefinitions
      .map((tile) => tile.key as TileKey)
      .filter((key) => !tileDefinition(key).load);
    expect(live.map(([key]) => key).sort()).toEqual(withoutLoader.sort());
  });
});
