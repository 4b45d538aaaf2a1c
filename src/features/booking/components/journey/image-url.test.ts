import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('makes a protocol-relative address https', () => {
    expect(imageUrl({ file: { url: '//images.ctfassets.net/s/menu.jpg' } })).toBe(
      'https://images.ctfassets.net/s/menu.jpg',
    );
  });

  it('keeps a full or site address as it is', () => {
    expect(imageUrl({ file: { url: 'https://cdn.example.com/a.jpg' } })).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(imageUrl({ file: { url: '/images/menu.jpg' } })).toBe('/images/menu.jpg');
  });

  it('has no address without an image', () => {
    expect(imageUrl(null)).toBeUndefined();
    expect(imageUrl({ file: { url: ' ' } })).toBeUndefined();
  });
});
