import type { TileEntry } from '@/lib/content';

const answer = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
    },
  ],
});

export const accordionFixture: TileEntry = {
  id: 'fixture-accordion',
  contentType: 'accordionTile',
  type: 'accordion',
  key: 'Fixture: accordion',
  title: 'Questions about your visit',
  items: [
    {
      id: 'fixture-accordion-gluten',
      contentType: 'accordionPanel',
      key: 'Fixture: accordion panel gluten',
      title: 'Do you have gluten-free pizza?',
      body: answer('Yes: every pizza can be made on our gluten-free base, for £2 more.'),
    },
    {
      id: 'fixture-accordion-dogs',
      contentType: 'accordionPanel',
      key: 'Fixture: accordion panel dogs',
      title: 'Can I bring my dog?',
      body: answer('Well-behaved dogs are welcome on our terraces and in most of our restaurants.'),
    },
    {
      id: 'fixture-accordion-deposit',
      contentType: 'accordionPanel',
      key: 'Fixture: accordion panel deposit',
      title: 'Is there a deposit for large tables?',
      body: answer('Tables of 8 or more are held with card details; nothing is charged.'),
    },
  ],
};
