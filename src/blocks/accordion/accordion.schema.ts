import type { z } from 'zod';
import { accordionModel, accordionPanelModel } from './accordion.model';

/** One panel: a question (its title) and its rich-text answer (its body). */
export const accordionPanelSchema = accordionPanelModel.entrySchema;
export type AccordionPanel = z.infer<typeof accordionPanelSchema>;

/**
 * An accordion tile (its fields: accordion.model.ts): an optional title and its panels (a panel
 * without a question or answer is dropped).
 */
export const accordionSchema = accordionModel.schema.transform(({ items, ...accordion }) => ({
  ...accordion,
  panels: items,
}));
export type AccordionProps = z.infer<typeof accordionSchema>;
