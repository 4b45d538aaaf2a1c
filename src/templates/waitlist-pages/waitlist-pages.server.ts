import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { journeySettingsOf } from '@/features/booking';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { absoluteUrl, jsonProps } from '@/lib/pages';
import type { WaitlistPageProps } from './waitlist-pages';

/**
 * The pages of the waitlist e-mails' links. As a booking's own page: never cached, never indexed,
 * no referrer (the secret in the address is the only key). The secret is checked by the API the
 * page calls (an offer is opened in the diner's booking session, which only the browser has).
 */
export async function getWaitlistPageProps(
  context: GetServerSidePropsContext,
  path: string,
): Promise<GetServerSidePropsResult<WaitlistPageProps>> {
  const tokenParam = context.params?.token;
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex');
  context.res.setHeader('Referrer-Policy', 'no-referrer');
  if (typeof tokenParam !== 'string') return { notFound: true };
  const shell = await loadShell(getContentSource());
  return {
    props: jsonProps({
      shell,
      // Without the secret: a link's key is never repeated in the canonical address.
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, path),
      token: tokenParam,
      settings: journeySettingsOf(shell.settings),
    }),
  };
}
