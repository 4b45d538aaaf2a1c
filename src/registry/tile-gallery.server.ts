import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import { jsonProps, setPageHeaders } from '@/lib/pages';
import { prepareGallery } from './prepare-tiles.server';
import type { TileGalleryProps } from './tile-gallery';

/**
 * /_tiles: every registered tile rendered from its fixture, through the same parse and load steps
 * as a real page. Only in development and in draft mode (editors and developers).
 */
export async function getTileGalleryProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<TileGalleryProps>> {
  const preview = context.draftMode ?? false;
  if (getConfig().NODE_ENV !== 'development' && !preview) return { notFound: true };
  const content = getContentSource({ preview });
  const shell = await loadShell(content, { preview });
  const log = getLogger().child({ page: '/_tiles' });
  const entries = await prepareGallery({ content, settings: shell.settings, preview: true, log });
  setPageHeaders(context.res, { preview: true });
  return { props: jsonProps({ shell, entries }) };
}
