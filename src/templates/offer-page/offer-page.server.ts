import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { contentMessages } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import { absoluteUrl, jsonProps, setPageHeaders, shareImageUrl } from '@/lib/pages';
import type { OfferPageProps } from './offer-page';

const slugPattern = /^[a-z0-9-]{1,100}$/;

/**
 * /offer/{slug}: the offer from the content, cached as any content page (it holds no customer
 * data). An unknown slug is the 404 'This page could not be found.'.
 */
export async function getOfferPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<OfferPageProps>> {
  const preview = context.draftMode ?? false;
  const content = getContentSource({ preview });
  const slug = typeof context.params?.slug === 'string' ? context.params.slug : '';
  const [shell, offer] = await Promise.all([
    loadShell(content, { preview }),
    slugPattern.test(slug) ? content.getOffer(slug) : Promise.resolve(null),
  ]);
  setPageHeaders(context.res, { preview });
  if (!offer) {
    context.res.statusCode = 404;
    return { props: jsonProps({ shell, notFound: contentMessages.pageNotFound }) };
  }
  const siteUrl = getConfig().SITE_URL;
  return {
    props: jsonProps({
      shell,
      offer,
      canonicalUrl: absoluteUrl(siteUrl, `/offer/${offer.slug}`),
      imageUrl: offer.image ? shareImageUrl(siteUrl, offer.image.url) : null,
    }),
  };
}
