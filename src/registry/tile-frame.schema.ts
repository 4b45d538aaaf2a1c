import { z } from 'zod';
import { backgroundColourSchema } from '@/lib/content';

/**
 * What every tile has besides its content (spec 2 §3 "Tile"): background colour (either spelling),
 * animation effects, height, width in grid columns and an anchor id. The registry renders these
 * around the block; blocks never see them.
 */
export const tileFrameSchema = z
  .object({
    id: z.string(),
    tileId: z.string().optional(),
    backgroundColour: backgroundColourSchema.optional(),
    backgroundColor: backgroundColourSchema.optional(),
    animationEffect: z
      .enum(['none', 'fadeIn', 'fadeInUp', 'slideInLeft', 'slideInRight', 'zoomIn'])
      .default('none'),
    backgroundAnimationEffect: z.enum(['none', 'slowZoom', 'pan']).default('none'),
    height: z.enum(['auto', 'small', 'medium', 'large', 'fullScreen']).default('auto'),
    width: z.number().int().min(1).max(12).default(12),
  })
  .transform(({ backgroundColour, backgroundColor, tileId, ...frame }) => ({
    ...frame,
    anchor: tileId,
    background: backgroundColour ?? backgroundColor,
  }));
export type TileFrame = z.infer<typeof tileFrameSchema>;
