import { tileDefinition } from '../tile-definitions.server';
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

  it('are the content tiles without server data', () => {
    expect(live.map(([key]) => key).sort()).toEqual(
      ['accordion', 'banner', 'callToAction', 'form:referral', 'hero', 'image', 'text'].sort(),
    );
  });
});
