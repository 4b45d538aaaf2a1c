import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/features/seo/server';
import { getConfig } from '@/lib/config';

/** /robots.txt */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=86400');
  res.end(robotsTxt(getConfig().SITE_URL));
  return { props: {} };
};
