import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legacyPaths } from './legacy-redirects';

interface ExportedEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

/** A brand's local content (a Contentful export). */
function entriesOf(brand: string): ExportedEntry[] {
  const file = path.join(process.cwd(), 'content', `${brand}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: ExportedEntry[] }).entries;
}

/** Every string of an entry's fields, however deep (rich text included). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('the gift-card shop has one address: the settings’ giftCardUrl', () => {
  it.each(['tavola', 'tavola-express'])(
    '%s: every link to it is /gift-cards, which the redirects send to that address',
    (brand) => {
      expect(legacyPaths['/gift-cards']).toEqual({ setting: 'giftCardUrl' });
      const entries = entriesOf(brand);
      const settings = entries.find((entry) => entry.sys.contentType.sys.id === 'settings');
      const shop = settings?.fields.giftCardUrl?.['en-GB'];
      expect(shop).toMatch(/^https:\/\//);
      const shopHost = new URL(shop as string).host;
      // No other gift-card shop address anywhere else in the content: the header's link, a call to
      // action or an answer in the FAQs all go through /gift-cards, so they cannot disagree.
      const elsewhere = entries
        .filter((entry) => entry !== settings)
        .flatMap((entry) =>
          stringsIn(entry.fields)
            .filter((value) => /^https?:\/\/[^/\s]*gift/i.test(value) || value.includes(shopHost))
            .map((value) => `${entry.sys.id}: ${value}`),
        );
      expect(elsewhere).toEqual([]);
    },
  );
});
