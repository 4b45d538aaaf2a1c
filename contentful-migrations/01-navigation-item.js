// Navigation items: masthead links and dropdowns, footer links and social icons (spec 1 §2, §3).
module.exports = function (migration) {
  const item = migration.createContentType('navigationItem', {
    name: 'Navigation item',
    description:
      'A link in the masthead, the footer or the social icons; a masthead item with links is a dropdown.',
    displayField: 'linkText',
  });
  item.createField('linkText', { name: 'Link text', type: 'Symbol', required: true });
  item.createField('linkUrl', {
    name: 'Link URL',
    type: 'Symbol',
    validations: [
      {
        regexp: { pattern: '^(/|#|https?://|mailto:|tel:)' },
        message: 'Start with /, #, http(s)://, mailto: or tel:',
      },
    ],
  });
  item.createField('description', {
    name: 'Description',
    type: 'Symbol',
    validations: [{ size: { max: 200 } }],
  });
  item.createField('openInNewTab', { name: 'Open in a new tab', type: 'Boolean' });
  item.createField('style', {
    name: 'Style',
    type: 'Symbol',
    validations: [{ in: ['link', 'button'] }],
  });
  item.createField('className', {
    name: 'Icon',
    type: 'Symbol',
    validations: [{ in: ['facebook', 'instagram', 'twitter-x', 'tiktok', 'youtube', 'linkedin'] }],
  });
  item.createField('links', {
    name: 'Dropdown links',
    type: 'Array',
    items: {
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationItem'] }],
    },
  });
};
