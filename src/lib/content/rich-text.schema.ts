import type { Document } from '@contentful/rich-text-types';
import { z } from 'zod';

/** A Contentful rich text document (its structure is rendered, not validated node by node). */
export const richTextSchema = z.custom<Document>(
  (value) => (value as { nodeType?: unknown } | null)?.nodeType === 'document',
  { message: 'Expected a rich text document' },
);
export type RichTextDocument = Document;
