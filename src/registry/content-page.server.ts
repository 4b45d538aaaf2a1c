import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { contentServiceError } from '@/lib/content';
import { getContentSource, type ContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import { absoluteUrl, jsonProps, setPageHeaders, shareImageUrl } from '@/lib/pages';
import { PageError, type Shell } from '@/features/shell';
import type { ContentPageProps } from './content-page';
import { forDiners, prepareTiles } from './prepare-tiles.server';

/**
 * getServerSideProps of every content page (spec 1 §2: /, /{id1}, /{id1}/{id2}): the layout, the
 * page and its tiles in one batch. A missing page renders with status 404 and 'This page could not
 * be found.'; a content failure is a 500 error page.
 */
export async function getContentPageProps(
  context: GetServerSidePropsContext,
  slug: string,
  parentSlug?: string,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<GetServerSidePropsResult<ContentPageProps>> {
  const preview = context.draftMode ?? false;
  const [shell, page] = await Promise.all([
    loadShell(content),
    content.getPage(slug, parentSlug).catch((error: unknown) => {
      throw Object.assign(new PageError(500, contentServiceError.message), { cause: error });
    }),
  ]);
  setPageHeaders(context.res, { preview });

  if (!page) return notFound(context, shell, preview);

  const { SITE_URL } = getConfig();
  const log = getLogger().child({ page: page.path });
  const tiles = await prepareTiles(page.tiles, { content, settings: shell.settings, preview, log });
  return {
    props: jsonProps({
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
    }),
  };
}

function notFound(
  context: GetServerSidePropsContext,
  shell: Shell,
  preview: boolean,
): GetServerSidePropsResult<ContentPageProps> {
  context.res.statusCode = 404;
  return { props: jsonProps({ shell, preview, page: null, tiles: [] }) };
}

/**
 * The 404 of a content page's route for an address the route refuses itself (a role the job search
 * does not have, /careers/job-search/chef): the layout, status 404 and 'This page could not be
 * found.', as for a page the content lacks.
 */
export async function getNotFoundPageProps(
  context: GetServerSidePropsContext,
  content: ContentSource = getContentSource({ preview: context.draftMode ?? false }),
): Promise<GetServerSidePropsResult<ContentPageProps>> {
  const preview = context.draftMode ?? false;
  const shell = await loadShell(content);
  setPageHeaders(context.res, { preview });
  return notFound(context, shell, preview);
}
