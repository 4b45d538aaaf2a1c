import { withUploadableAssets } from './import';

const space = {
  assets: [
    {
      fields: {
        file: { 'en-GB': { url: '/images/content/pizza.svg', contentType: 'image/svg+xml' } },
      },
    },
    { fields: { file: { 'en-GB': { url: '//images.ctfassets.net/x/y/z/hero.jpg' } } } },
  ],
};

describe('withUploadableAssets', () => {
  it('makes the local store’s image URLs uploadable from the deployed site', () => {
    const result = withUploadableAssets(space, 'https://www.tavola.example');
    expect(result.assets.map((a) => a.fields.file['en-GB']!.url)).toEqual([
      '//www.tavola.example/images/content/pizza.svg',
      '//images.ctfassets.net/x/y/z/hero.jpg',
    ]);
    expect(space.assets[0]!.fields.file['en-GB']!.url).toBe('/images/content/pizza.svg');
  });

  it('refuses a base URL that Contentful could not fetch securely', () => {
    expect(() => withUploadableAssets(space, 'http://localhost:3000')).toThrow(
      '--asset-base-url must be an https:// URL',
    );
  });
});
