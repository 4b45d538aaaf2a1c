// GET /api/draft: Contentful's preview URLs, one per content type, land on the entry's own page.
import { previewPath } from '@/features/shell/server';
import { getContentSource } from '@/lib/content/server';
import { fetchRoute } from '@/lib/http/testing/call-route';
import draftRoute from '@/pages/api/draft/index';

process.env.LOG_LEVEL = 'silent';
process.env.PREVIEW_SECRET = 'preview-secret-for-tests';

/** Opens the preview URL with `query` and returns the refusal. */
const preview = (query: string) =>
  fetchRoute(draftRoute, { url: `/api/draft?secret=preview-secret-for-tests&${query}` });

describe('the preview URL of each content type', () => {
  // Where an entry lands: its page, found in the Preview API's content (the local store here).
  // Entering draft mode itself is Next's, and e2e/preview.spec.ts follows these URLs in a browser.
  it.each([
    ['page', 'page-home', '/'],
    ['restaurant', 'restaurant-london-covent-garden', '/restaurants/london/covent-garden'],
    ['menu', 'menu-main-menu', '/menu/main-menu'],
    ['offer', 'offer-30-off-students', '/offer/30-off-students'],
    ['settings', 'any-settings-entry', '/'],
    ['banner', 'any-banner', '/'],
  ] as const)('the %s entry is seen at its page', async (type, id, path) => {
    expect(await previewPath(getContentSource({ preview: true }), type, id)).toBe(path);
  });

  it('says which entry it could not find, and enters no draft mode', async () => {
    const answer = await preview('type=restaurant&id=no-such-entry');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text).message).toBe(
      'There is no restaurant entry with the id no-such-entry.',
    );
  });

  it('refuses a content type with no page of its own, or no id', async () => {
    for (const query of ['type=tile&id=x', 'type=restaurant', 'id=x']) {
      const answer = await preview(query);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/^Preview needs a content type the site/);
    }
  });

  it('refuses a wrong secret before it looks anything up', async () => {
    const { status } = await fetchRoute(draftRoute, {
      url: '/api/draft?secret=wrong&type=restaurant&id=restaurant-london-covent-garden',
    });
    expect(status).toBe(401);
  });
});
