import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';
import { AccordionBlock } from '@/blocks/accordion/accordion-block';
import { BannerBlock } from '@/blocks/banner/banner-block';
import { BookingStripBlock } from '@/blocks/booking-strip/booking-strip-block';
import { CallToActionBlock } from '@/blocks/call-to-action/call-to-action-block';
import { CarouselBlock } from '@/blocks/carousel/carousel-block';
import { HeroBlock } from '@/blocks/hero/hero-block';
import { ImageBlock } from '@/blocks/image/image-block';
import { TextBlock } from '@/blocks/text/text-block';
import type { TileKey } from './tile-keys';

// Only pages with these tiles download them: the menu's filters and search, the finder's search
// and map, the list of every restaurant.
const MenuBlock = dynamic(() => import('@/blocks/menu/menu-block').then((m) => m.MenuBlock));
const LocationFinderBlock = dynamic(() =>
  import('@/blocks/location-finder/location-finder-block').then((m) => m.LocationFinderBlock),
);
const RestaurantListBlock = dynamic(() =>
  import('@/blocks/restaurant-list/restaurant-list-block').then((m) => m.RestaurantListBlock),
);

/**
 * The block of each tile type: all the browser needs of the registry. Parsing (zod) happens on the
 * server (tiles.ts), so no schema reaches the page bundle. Heavy blocks are `next/dynamic` here.
 */
export const tileBlocks = {
  hero: HeroBlock,
  text: TextBlock,
  image: ImageBlock,
  carousel: CarouselBlock,
  callToAction: CallToActionBlock,
  accordion: AccordionBlock,
  banner: BannerBlock,
  menu: MenuBlock,
  locationFinder: LocationFinderBlock,
  restaurantList: RestaurantListBlock,
  // Light: the journey itself loads only when the diner starts it.
  bookingStrip: BookingStripBlock,
  // Each block takes its own props; the registry pairs them with their schema in tiles.ts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} satisfies Record<TileKey, ComponentType<any>>;
