import { postAltText } from './post-alt-text';

const post = { network: 'instagram' as const, postedAt: '2026-10-05T17:30:00.000Z' };

describe('a post’s alt text', () => {
  it('is its caption, without the closing hashtags', () => {
    expect(
      postAltText({
        ...post,
        caption: 'Autumn has landed. Wild mushroom risotto 🍄 #tavola #risotto',
      }),
    ).toBe('Autumn has landed. Wild mushroom risotto 🍄');
  });

  it('is the first line of a caption of several', () => {
    expect(postAltText({ ...post, caption: '\nTiramisu Tuesday.\n\nBook now, link in bio.' })).toBe(
      'Tiramisu Tuesday.',
    );
  });

  it('is cut at a word, with an ellipsis, past about 125 characters', () => {
    const caption = `${'Hand-stretched dough, '.repeat(8)}baked to order`;
    const alt = postAltText({ ...post, caption });
    expect(alt.length).toBeLessThanOrEqual(126);
    expect(alt).toMatch(/^(Hand-stretched dough, ){5}Hand-stretched…$/);
  });

  it('says where and when a post without a caption was posted', () => {
    expect(postAltText(post)).toBe('A post on Instagram, 5 October 2026');
    expect(postAltText({ ...post, caption: '#tavola #pizza' })).toBe(
      'A post on Instagram, 5 October 2026',
    );
    expect(postAltText({ ...post, network: 'tiktok', caption: '  ' })).toBe(
      'A post on TikTok, 5 October 2026',
    );
  });
});
