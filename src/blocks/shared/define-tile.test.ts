import { z } from 'zod';
import { defineTile, serverOnlyMarker } from './define-tile.server';

const parse = z.object({ title: z.string() });
const fixture = (type: string, formType?: string) => ({
  id: 'fixture',
  contentType: 'tile' as const,
  type,
  formType,
  title: 'Get in touch',
});

describe('defineTile', () => {
  it('keys a form tile by its form type and stamps it server-only', () => {
    const contact = defineTile({
      type: 'form',
      formType: 'contact',
      parse,
      fixture: fixture('form', 'contact'),
    });
    const key: 'form:contact' = contact.key; // the key's type is derived too
    expect(key).toBe('form:contact');
    expect(contact).toMatchObject({
      type: 'form',
      formType: 'contact',
      serverOnly: serverOnlyMarker,
    });
  });

  it('keys any other tile by its type', () => {
    const hero = defineTile({ type: 'hero', parse, fixture: fixture('hero') });
    const key: 'hero' = hero.key;
    expect(key).toBe('hero');
  });

  it('refuses a form tile without a form type, and a form type on another tile', () => {
    expect(() => defineTile({ type: 'form', parse, fixture: fixture('form') })).toThrow(
      'A form tile needs its form type',
    );
    expect(() =>
      defineTile({ type: 'hero', formType: 'contact', parse, fixture: fixture('hero', 'contact') }),
    ).toThrow('Tile hero: only form tiles (type "form") have a form type');
  });

  it('refuses a fixture of another type or form type', () => {
    expect(() =>
      defineTile({ type: 'form', formType: 'contact', parse, fixture: fixture('form', 'voucher') }),
    ).toThrow('The fixture of tile form:contact is of type form:voucher');
    expect(() => defineTile({ type: 'hero', parse, fixture: fixture('text') })).toThrow(
      'The fixture of tile hero is of type text',
    );
  });
});
