import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { contentServiceError } from '@/lib/content';
import { getContentSource, getPreviewPageEntry, type ContentSource } from '@/lib/content/server';
import { getLogger, type Logger } from '@/lib/log';
import {
  absoluteUrl,
  pageNotFound,
  shareImageUrl,
  type PageContext,
  type PageResult,
} from '@/lib/pages';
import { PageError } from '@/features/shell';
import type { ContentPageProps } from './content-page';
import { forDiners, prepareTiles } from '@/registry/prepare-tiles.server';

/**
 * The data of every content page (spec 1 §2: /, /{id1}, /{id1}/{id2}): the layout, the page and
 * its tiles in one batch. A missing page is the 404 page ('This page could not be found.'); a
 * content failure is a 500 error page.
 */
export async function getContentPageProps(
  context: PageContext,
  slug: string,
  parentSlug?: string,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<PageResult<ContentPageProps>> {
  const preview = context.draftMode ?? false;
  const [shell, page] = await Promise.all([
    loadShell(content, { preview }),
    content.getPage(slug, parentSlug).catch((error: unknown) => {
      throw Object.assign(new PageError(500, contentServiceError.message), { cause: error });
    }),
  ]);
  if (!page) return pageNotFound;

  const { SITE_URL } = getConfig();
  const log = getLogger().child({ page: page.path });
  const [tiles, livePage] = await Promise.all([
    prepareTiles(page.tiles, { content, settings: shell.settings, preview, log }),
    // Draft mode: the raw entries too, so the tiles can follow the editor's typing.
    preview ? readLivePage(slug, parentSlug, log) : undefined,
  ]);
  return {
    props: {
      shell,
      preview,
      page: {
        title: page.title,
        path: page.path,
        description: page.seoDescription ?? shell.settings.siteDescription,
        noindex: page.noindex,
        canonicalUrl: absoluteUrl(SITE_URL, page.path),
        imageUrl: page.shareImage ? shareImageUrl(SITE_URL, page.shareImage.url) : undefined,
      },
      tiles: preview ? tiles : forDiners(tiles),
      ...(livePage ? { livePage } : {}),
    },
  };
}

/** The raw page entry for live updates; without it the preview still reloads on each save. */
async function readLivePage(slug: string, parentSlug: string | undefined, log: Logger) {
  try {
    return (await getPreviewPageEntry(slug, parentSlug)) ?? undefined;
  } catch (error) {
    log.warn({ err: error }, 'Live updates off: the raw page entry could not be read');
    return undefined;
  }
}
