import { z } from 'zod';
import { backgroundColourSchema } from '@/lib/content';
import { fieldsSchema } from '@/blocks/shared/tile-fields';
import { tileFrameFields } from '@/blocks/shared/tile-model';

/**
 * What every tile has besides its content (spec 2 §3 "Tile"; its fields, in every tile's content
 * type: tileFrameFields): background colour (either spelling), animation effects, height, width in
 * grid columns and an anchor id. The registry renders these around the block; blocks never see them.
 */
export const tileFrameSchema = fieldsSchema(tileFrameFields)
  .extend({ id: z.string(), backgroundColor: backgroundColourSchema.optional() })
  .transform(({ backgroundColour, backgroundColor, tileId, ...frame }) => ({
    ...frame,
    anchor: tileId,
    background: backgroundColour ?? backgroundColor,
  }));
export type TileFrame = z.infer<typeof tileFrameSchema>;
