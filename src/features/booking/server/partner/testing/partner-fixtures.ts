import type { FakePartnerOptions } from './fake-partner';

/**
 * What the fake partner answers by default, as a partner would: numeric ids, fields the site does
 * not use (which must not reach the browser), omitted optional fields.
 */
export const partnerAnswers: FakePartnerOptions['answers'] = {
  'GET /restaurants/leeds-trinity/restrictions': {
    occasions: [
      {
        id: 7,
        name: 'Dinner',
        minimumCovers: 1,
        maximumCovers: 24,
        menuLinkGroup: { type: 'exclusive', menuLinks: [] },
        areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 3 }] },
        internalNotes: 'do not show',
      },
    ],
  },
  'POST /availability': {
    stores: [
      {
        storeId: 'leeds-trinity',
        storeName: 'Tavola Leeds Trinity',
        occasionId: '7',
        timeSlots: [{ time: '19:15' }, { time: '19:30' }],
        exactMatch: true,
        isFirstChoice: true,
        miles: 0.4,
        isPlaceAsEnquiryEnabled: true,
        minimumCovers: 1,
      },
    ],
  },
  'GET /restaurants/leeds-trinity/areas': { areas: [{ id: 3, name: 'Terrace' }] },
  'GET /restaurants/leeds-trinity/menus': {
    menus: [
      {
        id: 'm-1',
        name: 'A la carte',
        description: 'Our full menu',
        image: { file: { url: '//images.ctfassets.net/menu.jpg', size: 1024 } },
      },
      { id: 'm-2', name: 'Set menu', image: null },
    ],
  },
  'GET /restaurants/leeds-trinity/timeslots': {
    dates: [
      {
        date: '2026-03-29',
        times: [{ time: '19:15', canEnquire: false }, { time: '19:30' }],
      },
    ],
  },
  'GET /restaurants/leeds-trinity/requirements': {
    isPlaceAsEnquiryEnabled: false,
    isCardGuaranteeRequired: true,
  },
  'GET /restaurants/leeds-trinity/upsells': {
    upsells: [
      {
        id: 'u-1',
        name: 'Prosecco',
        description: 'A bottle on the table',
        image: null,
        minimumQuantity: 1,
        maximumQuantity: 4,
      },
    ],
  },
  'POST /restaurants/leeds-trinity/bookings': { bookingReference: 'PB-1001' },
  'POST /restaurants/leeds-trinity/enquiries': { bookingReference: 'PE-2002' },
  'POST /restaurants/leeds-trinity/events': { bookingReference: 3003 },
  'GET /cards/client-token': { clientToken: 'client-token-abc' },
  'POST /cards': { customerId: 'customer-42' },
};

export const partnerCredentials = {
  clientId: 'tavola-web',
  clientSecret: 's3cret:with/odd&chars',
  brandKey: 'tavola',
};
