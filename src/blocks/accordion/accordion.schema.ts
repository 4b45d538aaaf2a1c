import { z } from 'zod';
import { lenientArray, richTextSchema } from '@/lib/content';

/** One panel: a question (the child tile's title) and its rich-text answer (its body). */
export const accordionPanelSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  body: richTextSchema,
});
export type AccordionPanel = z.infer<typeof accordionPanelSchema>;

/**
 * An accordion tile: an optional title and its panels (the tile's `items`; a panel without a
 * question or answer is dropped).
 */
export const accordionSchema = z
  .object({
    title: z.string().optional(),
    items: lenientArray(accordionPanelSchema).refine((panels) => panels.length > 0, {
      message: 'An accordion needs at least one panel with a title and a body',
    }),
  })
  .transform(({ items, ...accordion }) => ({ ...accordion, panels: items }));
export type AccordionProps = z.infer<typeof accordionSchema>;
