import { accordionTile } from '@/blocks/accordion/accordion.tile.server';
import { bannerTile } from '@/blocks/banner/banner.tile.server';
import { bookingStripTile } from '@/blocks/booking-strip/booking-strip.tile.server';
import { callToActionTile } from '@/blocks/call-to-action/call-to-action.tile.server';
import { carouselTile } from '@/blocks/carousel/carousel.tile.server';
import { heroTile } from '@/blocks/hero/hero.tile.server';
import { imageTile } from '@/blocks/image/image.tile.server';
import { locationFinderTile } from '@/blocks/location-finder/location-finder.tile.server';
import { menuTile } from '@/blocks/menu/menu.tile.server';
import { restaurantListTile } from '@/blocks/restaurant-list/restaurant-list.tile.server';
import { textTile } from '@/blocks/text/text.tile.server';
import { contactFormTile } from '@/blocks/contact-form/contact-form.tile.server';
import { groupBookingFormTile } from '@/blocks/group-booking-form/group-booking-form.tile.server';
import { signUpFormTile } from '@/blocks/sign-up-form/sign-up-form.tile.server';
import { referralFormTile } from '@/blocks/referral-form/referral-form.tile.server';
import { jobSearchFormTile } from '@/blocks/job-search-form/job-search-form.tile.server';
import { socialFeedTile } from '@/blocks/social-feed/social-feed.tile.server';
import type { AnyTileDefinition } from '@/blocks/shared/define-tile.server';
import { findTileKey } from '@/blocks/shared/tile-key';
import type { RegistryCheck } from './registry-check';
import type { TileKey, tileBlocks } from './tile-blocks';

/**
 * The server half of the registry: every tile type's definition (type, form type, schema, fixture,
 * loader), one line each, in the order /_tiles shows them. Only data functions reach it (through
 * prepare-tiles.server.ts), so none of it is in the browser bundle. `npm run new-tile` adds a line.
 */
export const tileDefinitions = [
  heroTile,
  textTile,
  imageTile,
  carouselTile,
  callToActionTile,
  accordionTile,
  bannerTile,
  menuTile,
  locationFinderTile,
  restaurantListTile,
  bookingStripTile,
  contactFormTile,
  groupBookingFormTile,
  signUpFormTile,
  referralFormTile,
  jobSearchFormTile,
  socialFeedTile,
] as const;

type Definition = (typeof tileDefinitions)[number];

/**
 * The compiler's check of the two halves: the same keys here and in tile-blocks.ts, both ways, and
 * each block takes the props its schema gives. A mismatch is a type error here naming the keys.
 */
export const registryCheck: RegistryCheck<Definition, typeof tileBlocks> = true;

/** Every tile definition, by key. */
export const tiles = Object.fromEntries(tileDefinitions.map((tile) => [tile.key, tile])) as {
  [Tile in Definition as Tile['key']]: Tile;
};

const keys: readonly TileKey[] = tileDefinitions.map((tile) => tile.key);

/** The registry key of a tile entry, or undefined when the site has no block for it. */
export function tileKeyOf(type: string, formType?: string): TileKey | undefined {
  return findTileKey(keys, type, formType);
}

/** The definition of a registered tile type. */
export function tileDefinition(key: TileKey): AnyTileDefinition {
  return (tiles as Record<string, AnyTileDefinition>)[key]!;
}
