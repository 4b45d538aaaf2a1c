import { field } from '../shared/tile-fields';
import { defineTileModel, definePartModel } from '../shared/tile-model';

/** One panel of an accordion: its own content type, linked only from accordions. */
export const accordionPanelModel = definePartModel({
  contentTypeId: 'accordionPanel',
  name: 'Accordion panel',
  description: 'One question of an accordion and its answer.',
  fields: {
    title: field.text('Question', { required: true }),
    body: field.richText('Answer', { required: true }),
  },
});

export const accordionModel = defineTileModel({
  type: 'accordion',
  description: 'Questions that open to show their answers, such as FAQs.',
  fields: {
    title: field.text('Title'),
    items: field.entries('Panels', accordionPanelModel, {
      atLeastOne: 'An accordion needs at least one panel with a title and a body',
    }),
  },
  parts: [accordionPanelModel],
});
