import type { GetServerSideProps } from 'next';
import { PageError } from '@/features/shell';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { getContentPageProps } from '@/templates/content-page/content-page.server';

/**
 * Pages that fail on purpose, so the end-to-end tests can prove what a diner sees when a route
 * throws. Served only when DIAGNOSTIC_ROUTES=true; otherwise they are 404 like any unknown path.
 */
export default function DiagnosticRoute() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async (context) => {
  if (!getConfig().DIAGNOSTIC_ROUTES) return { notFound: true };
  switch (context.params?.failure) {
    case 'thrown-error':
      throw new Error('A diagnostic failure with internal details that must not be shown');
    case 'page-error':
      throw new PageError(500, 'A diagnostic failure with a message for diners');
    case 'settings-missing': {
      // The home page, built exactly as usual, from a space that has no settings entry.
      const content = { ...getContentSource(), getSettings: async () => null };
      return await getContentPageProps(context, 'home', undefined, content);
    }
    default:
      return { notFound: true };
  }
};
