import { z } from 'zod';
import { imageSchema } from './asset.schema';
const tileColours = [
  'black',
  'bronze',
  'green',
  'red',
  'lightGreen',
  'offWhite',
  'pink',
  'white',
] as const;

/** The background colours editors may choose, each with its text colour (spec 2 §9). */
export const backgroundColourSchema = z.enum(tileColours);
export type BackgroundColour = z.infer<typeof backgroundColourSchema>;

/** The global, dismissable banner. */
export const bannerSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  linkText: z.string().optional(),
  linkUrl: z.string().optional(),
  backgroundColour: backgroundColourSchema.default('green'),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** The global popup. */
export const popupSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  body: z.string().optional(),
  image: imageSchema.optional(),
  linkText: z.string().optional(),
  linkUrl: z.string().optional(),
  delaySeconds: z.number().int().min(0).default(0),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type Popup = z.infer<typeof popupSchema>;

export { isShowing } from './showing';
