// Offers (spec 2 §3 "Offer and voucher") and customer choices (spec 2 §2 "Preferences and choices").
module.exports = function (migration) {
  const offer = migration.createContentType('offer', {
    name: 'Offer',
    description: 'An offer at /offer/{slug}; diners claim a voucher code by e-mail.',
    displayField: 'title',
  });
  offer.createField('title', { name: 'Title', type: 'Symbol', required: true });
  offer.createField('slug', {
    name: 'Slug',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }],
  });
  offer.createField('description', { name: 'Description', type: 'Text', required: true });
  offer.createField('validityText', { name: 'Validity', type: 'Symbol' });
  offer.createField('termAndConditions', { name: 'Terms and conditions', type: 'Text' });
  offer.createField('successButtonText', { name: 'Success button text', type: 'Symbol' });
  offer.createField('successButtonUrl', { name: 'Success button URL', type: 'Symbol' });
  offer.createField('overrideSuccessUrl', { name: 'Override success URL', type: 'Symbol' });
  offer.createField('image', {
    name: 'Image',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  offer.createField('restaurants', {
    name: 'Restaurants (none: every restaurant)',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['restaurant'] }] },
  });

  const choice = migration.createContentType('choice', {
    name: 'Choice',
    description: 'A question on the choices page, with the options a customer picks between.',
    displayField: 'title',
  });
  choice.createField('title', { name: 'Title', type: 'Symbol', required: true });
  choice.createField('key', {
    name: 'Key',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: '^[a-z][a-zA-Z0-9_]*$' } }],
  });
  choice.createField('description', { name: 'Description', type: 'Text' });
  choice.createField('options', {
    name: 'Options',
    type: 'Array',
    required: true,
    validations: [{ size: { min: 2 } }],
    items: { type: 'Symbol' },
  });
};
