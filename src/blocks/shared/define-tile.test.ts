import { z } from 'zod';
import { defineTile, serverOnlyMarker } from './define-tile.server';
import { field } from './tile-fields';
import { defineTileModel } from './tile-model';

const fields = { title: field.text('Title', { required: true }) };
const contactModel = defineTileModel({
  type: 'form',
  formType: 'contact',
  description: 'A form',
  fields,
});
const heroModel = defineTileModel({ type: 'hero', description: 'A hero', fields });
const fixture = (type: string, formType?: string) => ({
  id: 'fixture',
  contentType: 'tile',
  type,
  formType,
  title: 'Get in touch',
});

describe('defineTile', () => {
  it('keys a form tile by its form type and stamps it server-only', () => {
    const contact = defineTile({
      model: contactModel,
      parse: contactModel.schema,
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
    const hero = defineTile({
      model: heroModel,
      parse: heroModel.schema,
      fixture: fixture('hero'),
    });
    const key: 'hero' = hero.key;
    expect(key).toBe('hero');
  });

  it('takes a parse built on its model, refined or transformed', () => {
    const parse = heroModel.schema
      .refine((hero) => hero.title !== 'x', { message: 'Not x' })
      .transform((hero) => ({ ...hero, shout: hero.title.toUpperCase() }));
    expect(defineTile({ model: heroModel, parse, fixture: fixture('hero') }).parse).toBe(parse);
  });

  it('refuses a parse that reads its fields otherwise than the model declares', () => {
    const cases: [z.ZodType<object>, string][] = [
      [z.string() as unknown as z.ZodType<object>, "its parse is not built on its model's schema"],
      [z.object({ title: z.string() }), 'its parse reads title otherwise than the model declares'],
      [z.object({}), "its parse does not read the model's title"],
      [
        heroModel.schema.extend({ body: z.string() }),
        'its parse reads fields its model does not declare: body',
      ],
    ];
    for (const [parse, problem] of cases) {
      expect(() => defineTile({ model: heroModel, parse, fixture: fixture('hero') })).toThrow(
        `Tile hero: ${problem}`,
      );
    }
  });

  it('refuses a form tile without a form type, and a form type on another tile', () => {
    expect(() => defineTileModel({ type: 'form', description: '', fields })).toThrow(
      'Tile form: a form type is for form tiles, and every form tile has one',
    );
    expect(() =>
      defineTileModel({ type: 'hero', formType: 'contact', description: '', fields }),
    ).toThrow('Tile hero: a form type is for form tiles, and every form tile has one');
  });

  it('refuses a fixture of another type or form type', () => {
    expect(() =>
      defineTile({
        model: contactModel,
        parse: contactModel.schema,
        fixture: fixture('form', 'voucher'),
      }),
    ).toThrow('The fixture of tile form:contact is of type form:voucher');
    expect(() =>
      defineTile({ model: heroModel, parse: heroModel.schema, fixture: fixture('text') }),
    ).toThrow('The fixture of tile hero is of type text');
  });
});
