import path from 'node:path';
import { expect, test } from '@playwright/test';
import { browserChunks, serverOnlyCodeIn } from './support/client-bundle';

// The tile registry's server half (definitions, schemas, fixtures, loaders, prepareTiles) never
// reaches the browser: the build these tests run against is read chunk by chunk.
test('no browser chunk holds a tile definition, schema, fixture or loader', () => {
  const chunks = browserChunks(path.join(process.cwd(), '.next'));
  // The right files are read: the browser half of the registry is among them.
  expect(chunks.some(({ text }) => text.includes('The site has no block for tiles of type'))).toBe(
    true,
  );
  expect(serverOnlyCodeIn(chunks)).toEqual([]);
});
