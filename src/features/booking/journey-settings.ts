/**
 * What the booking journey needs of the brand's site settings (spec 1 §3 *Site settings*): small
 * enough to pass with a page, so no container reads the whole settings record.
 */
export interface JourneySettings {
  /** The `brandKey` header of every booking write: the settings' site id. */
  brandKey: string;
  /** The site's name, in messages and calendar entries ('Tavola'). */
  brandName: string;
  /** The book button's text when the booking is neither an enquiry nor a card guarantee. */
  bookNowText: string;
  /** Whether the party step asks for children. */
  showChildCovers: boolean;
  /** The booking tile type: the standard steps, or the alternative three-step flow. */
  flow: 'standard' | 'alternative';
  /**
   * The restaurant chosen for the diner when nothing else chose one (settings: default restaurant
   * id, a store id); the diner can still change it. Absent when the settings leave it empty.
   */
  defaultStoreId?: string;
}

/** The journey's settings from the brand's settings. */
export function journeySettingsOf(settings: {
  siteId: string;
  siteName: string;
  bookNowText: string;
  showChildCovers: boolean;
  bookingTileType: 'standard' | 'alternative';
  defaultRestaurantId?: string;
}): JourneySettings {
  return {
    brandKey: settings.siteId,
    brandName: settings.siteName,
    bookNowText: settings.bookNowText,
    showChildCovers: settings.showChildCovers,
    flow: settings.bookingTileType,
    ...(settings.defaultRestaurantId && { defaultStoreId: settings.defaultRestaurantId }),
  };
}
