import type { ZodType } from 'zod';
import { accordionSchema } from '@/blocks/accordion/accordion.schema';
import { bannerTileSchema } from '@/blocks/banner/banner.schema';
import { callToActionSchema } from '@/blocks/call-to-action/call-to-action.schema';
import { heroSchema } from '@/blocks/hero/hero.schema';
import { imageTileSchema } from '@/blocks/image/image.schema';
import { referralFormSchema } from '@/blocks/referral-form/referral-form.schema';
import { textSchema } from '@/blocks/text/text.schema';
import type { TileKey } from '../tile-blocks';

/**
 * The tiles that follow an editor's typing in draft mode: the schema of each, by key. Each is the
 * very schema its definition parses with on the server (live-tile-schemas.test.ts checks they are
 * the same object), never a copy. Only tiles whose definition has no loader are here: a loader's data (the
 * restaurants, a menu, the carousel's site settings) comes from the server, so those tiles keep
 * their props until the editor saves and the page's props reload.
 *
 * Only draft mode's live-update chunk imports this list: schemas never reach a diner's page.
 */
export const liveTileSchemas: Partial<Record<TileKey, ZodType>> = {
  hero: heroSchema,
  text: textSchema,
  image: imageTileSchema,
  callToAction: callToActionSchema,
  accordion: accordionSchema,
  banner: bannerTileSchema,
  'form:referral': referralFormSchema,
};
