import type { z } from 'zod';
import { textModel } from './text.model';

/** A text tile (its fields: text.model.ts): an optional title, rich text and optional links. */
export const textSchema = textModel.schema;
export type TextProps = z.infer<typeof textSchema>;
