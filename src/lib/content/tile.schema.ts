import { z } from 'zod';

/**
 * A tile entry as the content source hands it to the registry: its id, type and form type, and its
 * fields with every link already resolved to plain objects. The registry's `parse` for the tile's
 * type turns it into the block's props; nothing else reads tile fields.
 */
export const tileEntrySchema = z
  .object({
    id: z.string(),
    contentType: z.literal('tile'),
    type: z.string().min(1),
    formType: z.string().optional(),
    key: z.string().optional(),
  })
  .loose();
export type TileEntry = z.infer<typeof tileEntrySchema>;
