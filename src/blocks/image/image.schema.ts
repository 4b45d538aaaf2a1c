import type { z } from 'zod';
import { imageModel } from './image.model';

/** An image tile (its fields: image.model.ts): one image with an optional caption (its title). */
export const imageTileSchema = imageModel.schema;
export type ImageTileProps = z.infer<typeof imageTileSchema>;
