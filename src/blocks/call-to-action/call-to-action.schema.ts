import type { z } from 'zod';
import { callToActionModel } from './call-to-action.model';

/**
 * A call-to-action tile (its fields: call-to-action.model.ts): a title, optional subtitle and rich
 * text, at least one link to act on, and an optional image beside the text on wide screens.
 */
export const callToActionSchema = callToActionModel.schema;
export type CallToActionProps = z.infer<typeof callToActionSchema>;
