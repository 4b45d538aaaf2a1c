import { z } from 'zod';
import { parseFieldByField } from './field-by-field';

const schema = z.object({
  siteName: z.string().min(1),
  theme: z.enum(['tavola', 'tavola-express']).default('tavola'),
  offset: z.number().int().optional(),
  links: z.array(z.string()).default([]),
});

describe('parseFieldByField', () => {
  it('parses a good entry as the schema does, with nothing to fix', () => {
    expect(parseFieldByField(schema, { siteName: 'Tavola', theme: 'tavola-express' })).toEqual({
      success: true,
      data: { siteName: 'Tavola', theme: 'tavola-express', links: [], contentProblems: [] },
    });
  });

  it('leaves out each wrong field that has a default or may be left out, naming it', () => {
    const read = parseFieldByField(schema, {
      siteName: 'Tavola',
      theme: 'tavolla',
      offset: 'two hundred',
      links: ['/menu'],
    });
    expect(read).toEqual({
      success: true,
      data: {
        siteName: 'Tavola',
        theme: 'tavola',
        links: ['/menu'],
        contentProblems: [
          {
            field: 'theme',
            problem: expect.stringMatching(
              /^Invalid option.* \(it says "tavolla"\): the default is used$/,
            ),
          },
          {
            field: 'offset',
            problem: expect.stringMatching(/\(it says "two hundred"\): the default is used$/),
          },
        ],
      },
    });
  });

  it('fails the entry when a field it cannot do without is wrong, or it is not an object', () => {
    expect(parseFieldByField(schema, { siteName: '', theme: 'tavolla' }).success).toBe(false);
    expect(parseFieldByField(schema, 'settings').success).toBe(false);
  });
});
