import type { TileEntry } from '@/lib/content';

export const callToActionFixture: TileEntry = {
  id: 'fixture-call-to-action',
  contentType: 'callToActionTile',
  type: 'callToAction',
  key: 'Fixture: call to action',
  title: 'Celebrating something?',
  subtitle: 'Private dining for parties of 10 to 40.',
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
            value: 'Set menus, a welcome drink and a table that is yours all evening.',
            marks: [],
            data: {},
          },
        ],
      },
    ],
  },
  image: {
    id: 'fixture-call-to-action-asset',
    url: '/images/content/pizza-oven.svg',
    title: 'Pizza oven',
    description: 'A wood-fired pizza oven glowing in a Tavola kitchen',
    contentType: 'image/svg+xml',
    width: 1600,
    height: 900,
  },
  links: [
    {
      id: 'fixture-call-to-action-link',
      contentType: 'navigationItem',
      linkText: 'Enquire about a party',
      linkUrl: '/group-bookings',
      style: 'button',
    },
  ],
};
