// Site settings: one entry per brand's space (spec 1 §3 "Site settings", spec 2 §3).
const { defaultLocale } = require('./lib/default-locale');

module.exports = async function (migration, { makeRequest }) {
  // Default values are keyed by the space's default locale (lib/default-locale.js).
  const locale = await defaultLocale(makeRequest);
  const settings = migration.createContentType('settings', {
    name: 'Site settings',
    description:
      "The brand's settings: its name, booking options, feature flags, masthead and footer.",
    displayField: 'siteName',
  });
  const field = (id, options) => settings.createField(id, options);
  const flag = (id, name, defaultValue) =>
    field(id, {
      name,
      type: 'Boolean',
      ...(defaultValue === undefined ? {} : { defaultValue: { [locale]: defaultValue } }),
    });
  const links = (id, name) =>
    field(id, {
      name,
      type: 'Array',
      items: {
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: ['navigationItem'] }],
      },
    });

  field('siteId', { name: 'Site id', type: 'Symbol', required: true });
  field('siteName', { name: 'Site name', type: 'Symbol', required: true });
  field('siteDescription', { name: 'Site description', type: 'Text' });
  field('siteUrl', {
    name: 'Site URL',
    type: 'Symbol',
    validations: [{ regexp: { pattern: '^https?://' } }],
  });
  field('siteEmail', { name: 'Site e-mail', type: 'Symbol' });
  field('theme', {
    name: 'Colour theme',
    type: 'Symbol',
    validations: [{ in: ['tavola', 'tavola-express'] }],
    defaultValue: { [locale]: 'tavola' },
  });
  field('logo', {
    name: 'Logo',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  field('bookNowText', {
    name: 'Book Now text',
    type: 'Symbol',
    defaultValue: { [locale]: 'Book Now' },
  });
  field('bookingJourneyStyle', {
    name: 'Booking journey style',
    type: 'Symbol',
    validations: [{ in: ['horizontal', 'vertical'] }],
    defaultValue: { [locale]: 'horizontal' },
  });
  field('bookingTileType', {
    name: 'Booking tile type',
    type: 'Symbol',
    validations: [{ in: ['standard', 'alternative'] }],
    defaultValue: { [locale]: 'standard' },
  });
  field('widgetColour', { name: 'Widget colour', type: 'Symbol' });
  field('cookieBannerStyle', {
    name: 'Cookie banner style',
    type: 'Symbol',
    validations: [{ in: ['bar', 'modal'] }],
    defaultValue: { [locale]: 'bar' },
  });
  flag('smsOptIn', 'SMS opt-in', false);
  field('feedbackUrl', { name: 'Feedback URL', type: 'Symbol' });
  flag('showFormLabels', 'Show form labels', true);
  flag('showFormPlaceholders', 'Show form placeholders', true);
  flag('getRestaurantOffers', 'Show restaurant offers', false);
  flag('hideGenderPreference', 'Hide the gender preference', false);
  field('liveReservationsWidgetStyle', {
    name: 'Live reservations widget style',
    type: 'Symbol',
    validations: [{ in: ['modal', 'inline'] }],
    defaultValue: { [locale]: 'modal' },
  });
  flag('showMenuSearch', 'Show menu search', true);
  flag('showMenuDropdown', 'Show menu section dropdown', true);
  flag('showChildCovers', 'Show child covers', true);
  flag('showLocalBookNow', 'Show local Book Now', true);
  flag('carouselArrows', 'Carousel arrows', true);
  flag('carouselDots', 'Carousel dots', false);
  field('defaultRestaurantId', { name: 'Default restaurant id', type: 'Symbol' });
  field('loadingColor', { name: 'Loading colour', type: 'Symbol' });
  field('headerSolidOffset', {
    name: 'Header turns solid after (px)',
    type: 'Integer',
    validations: [{ range: { min: 0 } }],
    defaultValue: { [locale]: 250 },
  });
  field('backToTopOffset', {
    name: 'Back-to-top appears after (px)',
    type: 'Integer',
    validations: [{ range: { min: 0 } }],
    defaultValue: { [locale]: 600 },
  });
  field('backToTopBottomOffset', {
    name: 'Back-to-top hidden this near the bottom (px)',
    type: 'Integer',
    validations: [{ range: { min: 0 } }],
  });
  field('backToTopIcon', {
    name: 'Back-to-top icon',
    type: 'Symbol',
    validations: [{ in: ['chevron-up', 'arrow-up'] }],
    defaultValue: { [locale]: 'chevron-up' },
  });
  links('mastheadItems', 'Masthead items');
  links('socialMediaItems', 'Social media items');
  links('footerItems', 'Footer items');
};
