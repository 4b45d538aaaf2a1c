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
import { SocialFeedBlock } from '@/blocks/social-feed/social-feed-block';

// Each block takes its own props; tile-definitions.server.ts checks them against its tile's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<any>;

/**
 * The browser half of the registry: the block of every tile type, by key (the tile's type, or
 * `form:{formType}` for a form tile), one line each. This is all the browser gets of a tile: its
 * schema, fixture and loader are in its definition (tile-definitions.server.ts), which only the
 * server reads. Heavy blocks are `next/dynamic` here, so only pages with such a tile download
 * them. `npm run new-tile` adds a line; keys and their type derive from this list.
 */
export const tileBlocks = {
  hero: HeroBlock,
  text: TextBlock,
  image: ImageBlock,
  carousel: CarouselBlock,
  callToAction: CallToActionBlock,
  accordion: AccordionBlock,
  banner: BannerBlock,
  // The menu's filters and search, the finder's search and map, the list of every restaurant.
  menu: dynamic(() => import('@/blocks/menu/menu-block').then((m) => m.MenuBlock)),
  locationFinder: dynamic(() =>
    import('@/blocks/location-finder/location-finder-block').then((m) => m.LocationFinderBlock),
  ),
  restaurantList: dynamic(() =>
    import('@/blocks/restaurant-list/restaurant-list-block').then((m) => m.RestaurantListBlock),
  ),
  // Light: the journey itself loads only when the diner starts it.
  bookingStrip: BookingStripBlock,
  // The forms (react-hook-form, their schemas, the captcha): only pages with a form load them.
  'form:contact': dynamic(() =>
    import('@/blocks/contact-form/contact-form-block').then((m) => m.ContactFormBlock),
  ),
  'form:groupBooking': dynamic(() =>
    import('@/blocks/group-booking-form/group-booking-form-block').then(
      (m) => m.GroupBookingFormBlock,
    ),
  ),
  'form:signUp': dynamic(() =>
    import('@/blocks/sign-up-form/sign-up-form-block').then((m) => m.SignUpFormBlock),
  ),
  'form:referral': dynamic(() =>
    import('@/blocks/referral-form/referral-form-block').then((m) => m.ReferralFormBlock),
  ),
  'form:jobSearch': dynamic(() =>
    import('@/blocks/job-search-form/job-search-form-block').then((m) => m.JobSearchFormBlock),
  ),
  socialFeed: SocialFeedBlock,
} satisfies Record<string, AnyBlock>;

/** A registry key: a tile type, or `form:{formType}` for a form tile. */
export type TileKey = keyof typeof tileBlocks;
