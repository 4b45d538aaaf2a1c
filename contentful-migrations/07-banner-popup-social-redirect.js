// Global banner and popup (spec 1 §2 "Layout"), social posts (spec 2 §1) and redirects (spec 1 §2).
const { defaultLocale } = require('./lib/default-locale');

module.exports = async function (migration, { makeRequest }) {
  // Default values are keyed by the space's default locale (lib/default-locale.js).
  const locale = await defaultLocale(makeRequest);
  const banner = migration.createContentType('banner', {
    name: 'Banner',
    description: 'The dismissable banner at the top of every page, shown between its dates.',
    displayField: 'text',
  });
  banner.createField('text', { name: 'Text', type: 'Symbol', required: true });
  banner.createField('linkText', { name: 'Link text', type: 'Symbol' });
  banner.createField('linkUrl', { name: 'Link URL', type: 'Symbol' });
  banner.createField('backgroundColour', {
    name: 'Background colour',
    type: 'Symbol',
    validations: [
      { in: ['black', 'bronze', 'green', 'red', 'lightGreen', 'offWhite', 'pink', 'white'] },
    ],
  });
  banner.createField('startDate', { name: 'Show from', type: 'Date' });
  banner.createField('endDate', { name: 'Show until', type: 'Date' });

  const popup = migration.createContentType('popup', {
    name: 'Popup',
    description: 'A dialog shown once per visitor between its dates.',
    displayField: 'title',
  });
  popup.createField('title', { name: 'Title', type: 'Symbol', required: true });
  popup.createField('body', { name: 'Body', type: 'Text' });
  popup.createField('image', {
    name: 'Image',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  popup.createField('linkText', { name: 'Link text', type: 'Symbol' });
  popup.createField('linkUrl', { name: 'Link URL', type: 'Symbol' });
  popup.createField('delaySeconds', {
    name: 'Delay (seconds)',
    type: 'Integer',
    validations: [{ range: { min: 0, max: 120 } }],
  });
  popup.createField('startDate', { name: 'Show from', type: 'Date' });
  popup.createField('endDate', { name: 'Show until', type: 'Date' });

  const post = migration.createContentType('socialPost', {
    name: 'Social post',
    description: 'A post of the social feed when it is not read from Instagram.',
    displayField: 'caption',
  });
  post.createField('caption', { name: 'Caption', type: 'Text', required: true });
  post.createField('image', {
    name: 'Image',
    type: 'Link',
    linkType: 'Asset',
    required: true,
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  post.createField('url', { name: 'Post URL', type: 'Symbol' });
  post.createField('network', {
    name: 'Network',
    type: 'Symbol',
    validations: [{ in: ['instagram', 'facebook', 'tiktok'] }],
  });
  post.createField('postedAt', { name: 'Posted at', type: 'Date', required: true });

  const redirect = migration.createContentType('redirect', {
    name: 'Redirect',
    description: 'A permanent (301) or temporary (302) redirect from an old path.',
    displayField: 'from',
  });
  redirect.createField('from', {
    name: 'From path',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: '^/' } }],
  });
  redirect.createField('to', {
    name: 'To (path or URL)',
    type: 'Symbol',
    required: true,
    validations: [{ regexp: { pattern: '^(/|#|https?://)' } }],
  });
  redirect.createField('permanent', {
    name: 'Permanent',
    type: 'Boolean',
    defaultValue: { [locale]: true },
  });
};
