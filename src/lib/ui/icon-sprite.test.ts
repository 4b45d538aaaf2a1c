import { readFileSync } from 'node:fs';
import path from 'node:path';
import { iconNames } from './icon-names';

describe('icon sprite', () => {
  const sprite = readFileSync(path.join(process.cwd(), 'public/icons/sprite.svg'), 'utf8');
  const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

  it('holds exactly the icons named in icon-names.ts (run `npm run icons` after a change)', () => {
    expect(symbolIds).toEqual([...iconNames]);
  });
});
