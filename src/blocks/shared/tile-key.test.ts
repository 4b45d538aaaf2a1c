import { findTileKey, tileKey, type TileKeyOf } from './tile-key';

// A registry of a plain tile and two form tiles, for the key logic alone.
const keys = ['hero', 'form:contact', 'form:groupBooking'] as const;

describe('tileKey', () => {
  it('keys a form tile by its form type, and any other tile by its type', () => {
    expect(tileKey('form', 'contact')).toBe('form:contact');
    expect(tileKey('hero')).toBe('hero');
    expect(tileKey('hero', 'contact')).toBe('hero'); // a stray form type on another tile
  });
});

describe('findTileKey', () => {
  it('finds a form tile by its type and form type', () => {
    const key: (typeof keys)[number] | undefined = findTileKey(keys, 'form', 'groupBooking');
    expect(key).toBe('form:groupBooking');
    expect(findTileKey(keys, 'hero', 'contact')).toBe('hero');
  });

  it('finds nothing for an unknown type, an unknown form type or a form without one', () => {
    expect(findTileKey(keys, 'spinner')).toBeUndefined();
    expect(findTileKey(keys, 'form', 'voucher')).toBeUndefined();
    expect(findTileKey(keys, 'form')).toBeUndefined();
    expect(findTileKey(keys, 'contact')).toBeUndefined();
  });
});

describe('TileKeyOf (checked by the compiler)', () => {
  it('is the key tileKey gives', () => {
    const contact: TileKeyOf<'form', 'contact'> = 'form:contact';
    const hero: TileKeyOf<'hero', undefined> = 'hero';
    // @ts-expect-error a form tile's key is never its bare type
    const bare: TileKeyOf<'form', 'contact'> = 'form';
    expect([contact, hero, bare]).toEqual([tileKey('form', 'contact'), tileKey('hero'), 'form']);
  });
});
