// The content view models: zod schemas and types shared by the server and the browser.
// The sources that produce them are server-only: src/lib/content/server.
export {
  assetSchema,
  imageSchema,
  videoSchema,
  type Asset,
  type Image,
  type Video,
} from './asset.schema';
export {
  backgroundColourSchema,
  bannerSchema,
  isShowing,
  popupSchema,
  type BackgroundColour,
  type Banner,
  type Popup,
} from './banner.schema';
export { choiceSchema, type Choice } from './choice.schema';
export {
  collectDroppedEntries,
  lenientArray,
  reportInvalidNestedEntries,
  type DroppedEntry,
} from './lenient-array';
export {
  allergens,
  dietaryTagSchema,
  menuItemSchema,
  menuSchema,
  menuSectionSchema,
  type Allergen,
  type DietaryTag,
  type Menu,
  type MenuItem,
  type MenuSection,
} from './menu.schema';
export {
  navigationItemSchema,
  navigationLinkSchema,
  type NavigationItem,
  type NavigationLink,
} from './navigation.schema';
export { offerSchema, type Offer } from './offer.schema';
export {
  homeSlug,
  pagePath,
  pageSchema,
  pageSummarySchema,
  type Page,
  type PageSummary,
} from './page.schema';
export { redirectSchema, type Redirect } from './redirect.schema';
export type { ContentProblem } from './content-problem';
export {
  readableHours,
  readOpeningHours,
  weekdays,
  type DayHours,
  type HoursException,
  type UnreadableHours,
  type Weekday,
  type WeeklyHours,
} from './opening-hours';
export {
  restaurantOnPage,
  restaurantSchema,
  type Restaurant,
  type RestaurantOnPage,
} from './restaurant.schema';
export {
  contrastRatio,
  defaultBrandColours,
  hexColourPattern,
  mixColours,
  readableContrast,
  rgbTriplet,
  textColourOn,
} from './colour';
export {
  layoutSettingsOf,
  settingsSchema,
  type LayoutLink,
  type LayoutNavigationItem,
  type LayoutSettings,
  type Settings,
} from './settings.schema';
export {
  enquiryTypeValues,
  enquiryTypesSchema,
  fieldWordingSchema,
  formWordingSchema,
  wordedForms,
  type ContentEnquiryType,
  type FieldWording,
  type FormWording,
  type OneFormWording,
  type WordedField,
  type WordedForm,
} from './form-wording.schema';
export { contentIdSchema, isContentId, maxContentIdLength, slugify } from './slug';
export { socialPostSchema, type SocialPost } from './social-post.schema';
export { tileContentTypeId, tileEntrySchema, tileTypeOf, type TileEntry } from './tile.schema';
export { richTextSchema, type RichTextDocument } from './rich-text.schema';
export { contentMessages, contentServiceError } from './content-errors';
export {
  flattenEntry,
  type FlatEntry,
  type ResolvedAsset,
  type ResolvedEntry,
} from './flatten-entry';
