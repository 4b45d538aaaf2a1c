import type { TileEntry } from '@/lib/content';

export const textFixture: TileEntry = {
  id: 'fixture-text',
  contentType: 'textTile',
  type: 'text',
  key: 'Fixture: text',
  title: 'Made fresh, every day',
  body: {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          {
            nodeType: 'text',
            value: 'Our dough is proved for 48 hours and every sauce starts from scratch. ',
            marks: [],
            data: {},
          },
          {
            nodeType: 'hyperlink',
            data: { uri: '/our-menu' },
            content: [{ nodeType: 'text', value: 'See the menu', marks: [], data: {} }],
          },
        ],
      },
    ],
  },
  links: [
    {
      id: 'fixture-link',
      contentType: 'navigationItem',
      linkText: 'Book a table',
      linkUrl: '/#booking',
      style: 'button',
    },
  ],
};
