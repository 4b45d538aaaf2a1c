import type { GetServerSideProps } from 'next';
import { sitemapUrls, sitemapXml } from '@/features/seo/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';

/** /sitemap.xml: every content and restaurant page. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = sitemapXml(getConfig().SITE_URL, await sitemapUrls(getContentSource()));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};
