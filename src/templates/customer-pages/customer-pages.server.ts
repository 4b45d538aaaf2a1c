import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadShell } from '@/features/shell/server';
import { getConfig } from '@/lib/config';
import { getContentSource } from '@/lib/content/server';
import { absoluteUrl, jsonProps } from '@/lib/pages';
import type { CustomerPageKind, CustomerPageProps } from './customer-pages';

/**
 * The pages of a preference link. They are never cached and never indexed: the guid in their
 * address is the customer's only key. Only public content goes into the HTML (the restaurants,
 * the choices, the occasion kinds); the customer is loaded by the browser.
 */
export async function getCustomerPageProps(
  context: GetServerSidePropsContext,
  kind: CustomerPageKind,
): Promise<GetServerSidePropsResult<CustomerPageProps>> {
  const content = getContentSource();
  const guidParam = context.params?.guid;
  const guid = typeof guidParam === 'string' ? guidParam : null;
  const [shell, restaurants, choices] = await Promise.all([
    loadShell(content),
    guid && kind === 'preferences' ? content.getRestaurants() : Promise.resolve([]),
    guid && kind === 'choices' ? content.getChoices() : Promise.resolve([]),
  ]);
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex');
  return {
    props: jsonProps({
      shell,
      kind,
      guid,
      // The page without the guid: a link's key is never repeated in the canonical address.
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, `/${kind}`),
      restaurants: restaurants
        .filter((restaurant) => !restaurant.hideRestaurantDetailPage)
        .map(({ storeId, title }) => ({ storeId, title }))
        .sort((a, b) => a.title.localeCompare(b.title)),
      choices,
      occasionKinds: kind === 'occasion-date' ? shell.settings.occasionKinds : [],
    }),
  };
}
