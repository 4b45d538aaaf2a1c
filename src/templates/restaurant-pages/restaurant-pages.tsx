import { BookingStrip, journeySettingsOf } from '@/features/booking';
import { RestaurantDetails, RestaurantJsonLd, CityRestaurants } from '@/features/restaurants';
import { PageHead, type Shell } from '@/features/shell';
import { PreviewProblems } from '@/lib/ui';
import type { ContentProblem, Restaurant, RestaurantOnPage } from '@/lib/content';
import { TileList, type RenderedTile } from '@/registry';

export interface RestaurantPageProps {
  shell: Shell;
  preview: boolean;
  restaurant: RestaurantOnPage;
  /** In preview, what cannot be read of its opening hours; always empty for diners. */
  contentProblems: ContentProblem[];
  tiles: RenderedTile[];
  canonicalUrl: string;
}

/** A restaurant's page: its hero tiles, then its details (spec 1 §2, spec 2 §2). */
export function RestaurantPage(props: RestaurantPageProps) {
  const { shell, restaurant, contentProblems, tiles, preview, canonicalUrl } = props;
  const heroFirst = tiles[0]?.kind === 'tile' && tiles[0].key === 'hero';
  return (
    <>
      <PageHead
        title={`${restaurant.title} | Italian restaurant`}
        siteName={shell.settings.siteName}
        description={
          restaurant.description ??
          `${shell.settings.siteName} ${restaurant.title}: opening hours, menus and table booking.`
        }
        canonicalUrl={canonicalUrl}
      />
      <RestaurantJsonLd restaurant={restaurant} url={canonicalUrl} />
      <PreviewProblems
        entry={restaurant.title}
        problems={contentProblems}
        meanwhile="Diners see the rest, and are asked to call for the hours of a day that cannot be read."
      />
      {tiles.length > 0 && (
        <TileList tiles={tiles} preview={preview} firstTileTitlesPage={heroFirst} />
      )}
      <RestaurantDetails
        restaurant={restaurant}
        renderedAt={shell.renderedAt}
        titled={!heroFirst}
        showBookNow={shell.settings.showLocalBookNow}
      />
    </>
  );
}

export interface CityPageProps {
  shell: Shell;
  city: string;
  restaurants: Restaurant[];
  canonicalUrl: string;
}

/**
 * A city's restaurants (/restaurants/{city}), then the in-page booking that the header's Book Now
 * starts on every restaurants page (spec 1 §2 "Header"): the diner books here, without leaving.
 */
export function CityPage(props: CityPageProps) {
  return (
    <>
      <PageHead
        title={`Italian restaurants in ${props.city}`}
        siteName={props.shell.settings.siteName}
        description={`Every ${props.shell.settings.siteName} in ${props.city}: addresses, opening hours and table booking.`}
        canonicalUrl={props.canonicalUrl}
      />
      <CityRestaurants
        city={props.city}
        restaurants={props.restaurants}
        showBookNow={props.shell.settings.showLocalBookNow}
      />
      <BookingStrip title="Book a table" settings={journeySettingsOf(props.shell.settings)} />
    </>
  );
}
