import type { ContentSource } from '@/lib/content/server';

/**
 * The content types an editor can preview from Contentful, and where each entry is seen: its own
 * page, or (for what every page shows) the home page. Contentful's preview URL for a type is
 * `{SITE_URL}/api/draft?secret={PREVIEW_SECRET}&type={type}&id={entry.sys.id}`; the site finds
 * the entry's page itself, so a restaurant's address (built from its city and slug) never has to
 * be spelt out in Contentful's placeholders. A tile is previewed on the page that holds it.
 */
export const previewTypes = [
  'page',
  'restaurant',
  'menu',
  'offer',
  'settings',
  'navigationItem',
  'banner',
  'popup',
] as const;

export type PreviewType = (typeof previewTypes)[number];

export const isPreviewType = (type: string): type is PreviewType =>
  (previewTypes as readonly string[]).includes(type);

/**
 * The path showing the entry `id` of `type`, read from `content` (the Preview API's, so a draft
 * that was never published is found), or null when no entry of that type has that id.
 */
export async function previewPath(
  content: ContentSource,
  type: PreviewType,
  id: string,
): Promise<string | null> {
  switch (type) {
    case 'page':
      return (await content.getPages()).find((page) => page.id === id)?.path ?? null;
    case 'restaurant':
      return (await content.getRestaurants()).find((shop) => shop.id === id)?.path ?? null;
    case 'menu': {
      const menu = (await content.getMenus()).find((each) => each.id === id);
      return menu ? `/menu/${encodeURIComponent(menu.slug)}` : null;
    }
    case 'offer': {
      const offer = (await content.getOffers()).find((each) => each.id === id);
      return offer ? `/offer/${encodeURIComponent(offer.slug)}` : null;
    }
    // Shown by every page: the home page shows the change.
    case 'settings':
    case 'navigationItem':
    case 'banner':
    case 'popup':
      return '/';
  }
}
