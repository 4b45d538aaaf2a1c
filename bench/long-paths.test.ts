import { longPath, longPathLength } from './long-paths';

describe('the long paths of the abuse flood', () => {
  it('are distinct and long, never past the limit', () => {
    const paths = Array.from({ length: 600 }, (_, n) => longPath('flood', n));
    expect(new Set(paths).size).toBe(600);
    expect(paths.every((path) => path.length > longPathLength - 100)).toBe(true);
    expect(paths.every((path) => path.length <= longPathLength)).toBe(true);
  });

  it('take turns at every kind of page route', () => {
    const shapes = Array.from({ length: 6 }, (_, n) =>
      longPath('flood', n).replace(/flood-\d+-x+/g, 'ID'),
    );
    expect(shapes).toEqual([
      '/ID',
      '/ID/ID',
      '/restaurants/ID',
      '/restaurants/london/ID',
      '/menu/ID',
      '/our-menu/ID',
    ]);
  });
});
