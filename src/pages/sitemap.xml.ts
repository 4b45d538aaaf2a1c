import type { GetServerSideProps } from 'next';
import { getJobsProvider } from '@/features/jobs/server';
import { sitemapUrls, sitemapXml } from '@/features/seo/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';

/** /sitemap.xml: every content, restaurant, menu, offer and job page. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  // The jobs service being down costs the sitemap its job pages, not the whole sitemap.
  const jobIds = await getJobsProvider()
    .listJobs()
    .then((jobs) => jobs.map((job) => job.jobId))
    .catch((error: unknown) => {
      getLogger().warn({ err: error }, 'sitemap: jobs not listed');
      return [];
    });
  const xml = sitemapXml(getConfig().SITE_URL, await sitemapUrls(getContentSource(), jobIds));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(xml);
  return { props: {} };
};
