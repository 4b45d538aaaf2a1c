import { accordionFixture } from '@/blocks/accordion/accordion.fixture';
import { accordionSchema } from '@/blocks/accordion/accordion.schema';
import { bannerFixture } from '@/blocks/banner/banner.fixture';
import { bannerTileSchema } from '@/blocks/banner/banner.schema';
import { bookingStripFixture } from '@/blocks/booking-strip/booking-strip.fixture';
import { bookingStripSchema } from '@/blocks/booking-strip/booking-strip.schema';
import { callToActionFixture } from '@/blocks/call-to-action/call-to-action.fixture';
import { callToActionSchema } from '@/blocks/call-to-action/call-to-action.schema';
import { carouselFixture } from '@/blocks/carousel/carousel.fixture';
import { carouselSchema } from '@/blocks/carousel/carousel.schema';
import { heroFixture } from '@/blocks/hero/hero.fixture';
import { heroSchema } from '@/blocks/hero/hero.schema';
import { imageFixture } from '@/blocks/image/image.fixture';
import { imageTileSchema } from '@/blocks/image/image.schema';
import { menuFixture } from '@/blocks/menu/menu.fixture';
import { menuTileSchema } from '@/blocks/menu/menu.schema';
import { locationFinderFixture } from '@/blocks/location-finder/location-finder.fixture';
import { locationFinderSchema } from '@/blocks/location-finder/location-finder.schema';
import { restaurantListFixture } from '@/blocks/restaurant-list/restaurant-list.fixture';
import { restaurantListSchema } from '@/blocks/restaurant-list/restaurant-list.schema';
import { textFixture } from '@/blocks/text/text.fixture';
import { textSchema } from '@/blocks/text/text.schema';
import { registerTile, type AnyTileDefinition } from './register-tile';
import { tileBlocks } from './tile-blocks';
import type { TileKey } from './tile-keys';

/**
 * Every tile type the site renders, by registry key: its schema, its block and its fixture. The
 * server parses with it (prepare-tiles.server.ts); the browser only needs tile-blocks.ts.
 * `satisfies` makes a tile type of the model without an entry here a compile error; the registry
 * test checks the model and the fixtures.
 */
export const tiles = {
  hero: registerTile({
    type: 'hero',
    parse: heroSchema,
    Block: tileBlocks.hero,
    fixture: heroFixture,
  }),
  text: registerTile({
    type: 'text',
    parse: textSchema,
    Block: tileBlocks.text,
    fixture: textFixture,
  }),
  image: registerTile({
    type: 'image',
    parse: imageTileSchema,
    Block: tileBlocks.image,
    fixture: imageFixture,
  }),
  carousel: registerTile({
    type: 'carousel',
    parse: carouselSchema,
    Block: tileBlocks.carousel,
    fixture: carouselFixture,
  }),
  callToAction: registerTile({
    type: 'callToAction',
    parse: callToActionSchema,
    Block: tileBlocks.callToAction,
    fixture: callToActionFixture,
  }),
  accordion: registerTile({
    type: 'accordion',
    parse: accordionSchema,
    Block: tileBlocks.accordion,
    fixture: accordionFixture,
  }),
  banner: registerTile({
    type: 'banner',
    parse: bannerTileSchema,
    Block: tileBlocks.banner,
    fixture: bannerFixture,
  }),
  menu: registerTile({
    type: 'menu',
    parse: menuTileSchema,
    Block: tileBlocks.menu,
    fixture: menuFixture,
  }),
  locationFinder: registerTile({
    type: 'locationFinder',
    parse: locationFinderSchema,
    Block: tileBlocks.locationFinder,
    fixture: locationFinderFixture,
  }),
  restaurantList: registerTile({
    type: 'restaurantList',
    parse: restaurantListSchema,
    Block: tileBlocks.restaurantList,
    fixture: restaurantListFixture,
  }),
  bookingStrip: registerTile({
    type: 'bookingStrip',
    parse: bookingStripSchema,
    Block: tileBlocks.bookingStrip,
    fixture: bookingStripFixture,
  }),
} satisfies Record<TileKey, AnyTileDefinition>;
