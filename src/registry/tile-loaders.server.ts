import { applyCarouselSettings } from '@/blocks/carousel/carousel-settings';
import { withMenuData } from '@/blocks/menu/menu-tile-data';
import { journeySettingsOf } from '@/features/booking';
import { toRestaurantSummary } from '@/features/locations';
import type { Logger } from '@/lib/log';
import type { Settings } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import type { PropsOf } from './register-tile';
import type { TileKey } from './tile-keys';
import type { tiles } from './tiles';

/** What a loader may use: the content of the page's brand, the settings, and a logger. */
export interface TileLoadContext {
  content: ContentSource;
  settings: Settings;
  preview: boolean;
  log: Logger;
  /** The restaurant whose page this is, if any: a booking strip there books it. */
  pageStoreId?: string;
}

/** A tile type's server half: adds the data its block needs to the parsed props. */
export type TileLoader<Props> = (props: Props, context: TileLoadContext) => Promise<Props>;

type Loaders = { [K in TileKey]?: TileLoader<PropsOf<(typeof tiles)[K]>> };

/**
 * The server halves of the tile types that fetch data, keyed like tiles.ts. Only
 * getServerSideProps reaches this module, so none of it is sent to the browser.
 */
export const tileLoaders: Loaders = {
  // Arrows and dots are a brand setting, not a tile field.
  carousel: async (props, { settings }) => applyCarouselSettings(props, settings),
  // A page's tile entry lacks the items' dietary tags (five levels down): read the whole menu.
  menu: async (props, { content, settings }) =>
    withMenuData(props, await content.getMenu(props.menu.slug), settings),
  // Both list every restaurant, in the small form a list, a search and a map need.
  locationFinder: async (props, { content }) => ({
    ...props,
    restaurants: (await content.getRestaurants()).map(toRestaurantSummary),
  }),
  restaurantList: async (props, { content }) => ({
    ...props,
    restaurants: (await content.getRestaurants()).map(toRestaurantSummary),
  }),
  // The tile's own restaurant, else the page's: a strip on a restaurant's page books it.
  bookingStrip: async (props, { content, settings, pageStoreId }) => ({
    ...props,
    storeId: props.storeId ?? pageStoreId,
    restaurants: (await content.getRestaurants()).map(toRestaurantSummary),
    settings: journeySettingsOf(settings),
  }),
};
