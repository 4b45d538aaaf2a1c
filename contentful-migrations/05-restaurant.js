// Restaurants (spec 1 §3 "Location / Restaurant", spec 2 §3 "Restaurant", "Opening hours").
const { defaultLocale } = require('./lib/default-locale');

module.exports = async function (migration, { makeRequest }) {
  // Default values are keyed by the space's default locale (lib/default-locale.js).
  const locale = await defaultLocale(makeRequest);
  const restaurant = migration.createContentType('restaurant', {
    name: 'Restaurant',
    description: 'A restaurant, its address, opening hours and how it takes bookings.',
    displayField: 'title',
  });
  restaurant.createField('storeId', {
    name: 'Store id',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: '^[A-Za-z0-9-]+$' } }],
  });
  restaurant.createField('title', { name: 'Title', type: 'Symbol', required: true });
  restaurant.createField('slug', {
    name: 'Slug',
    type: 'Symbol',
    required: true,
    validations: [{ regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }],
  });
  restaurant.createField('city', { name: 'City', type: 'Symbol', required: true });
  restaurant.createField('phoneNumber', { name: 'Phone number', type: 'Symbol' });
  restaurant.createField('email', {
    name: 'E-mail',
    type: 'Symbol',
    validations: [{ regexp: { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' } }],
  });
  restaurant.createField('addressLine1', {
    name: 'Address line 1',
    type: 'Symbol',
    required: true,
  });
  restaurant.createField('addressLine2', { name: 'Address line 2', type: 'Symbol' });
  restaurant.createField('addressCity', { name: 'Town or city', type: 'Symbol' });
  restaurant.createField('postcode', {
    name: 'Postcode',
    type: 'Symbol',
    required: true,
    validations: [{ regexp: { pattern: '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$', flags: 'i' } }],
  });
  restaurant.createField('addressLocation', { name: 'Location', type: 'Location', required: true });
  restaurant.createField('hours', {
    name: 'Opening hours',
    type: 'Object',
    required: true,
  });
  restaurant.createField('alternativeHours', { name: 'Opening hours exceptions', type: 'Object' });
  restaurant.createField('description', { name: 'About the restaurant', type: 'Text' });
  restaurant.createField('hideRestaurantDetailPage', {
    name: 'Hide the restaurant page',
    type: 'Boolean',
  });
  restaurant.createField('bookingProviderUrl', {
    name: 'External booking provider URL',
    type: 'Symbol',
    validations: [{ regexp: { pattern: '^https://' } }],
  });
  restaurant.createField('enableBookings', {
    name: 'Take bookings online',
    type: 'Boolean',
    defaultValue: { [locale]: true },
  });
  restaurant.createField('clickCollect', { name: 'Click and collect', type: 'Boolean' });
  restaurant.createField('heroTiles', {
    name: 'Hero tiles',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['tile'] }] },
  });
  restaurant.createField('menus', {
    name: 'Menus',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menu'] }] },
  });

  // Editors see the JSON shape they must follow.
  restaurant.changeFieldControl('hours', 'builtin', 'objectEditor', {
    helpText:
      'One entry per weekday, e.g. {"monday": {"open": "12:00", "close": "22:00"}, ...}; leave a day out when closed. A close time before the open time is after midnight.',
  });
  restaurant.changeFieldControl('alternativeHours', 'builtin', 'objectEditor', {
    helpText:
      'Exceptions by date, e.g. {"exceptions": [{"date": "2026-12-25", "closed": true, "label": "Christmas Day"}, {"date": "2026-12-24", "open": "12:00", "close": "16:00"}]}.',
  });
};
