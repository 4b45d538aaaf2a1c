// Pages: a slug (under an optional parent page), SEO fields and the tiles that compose it.
module.exports = function (migration) {
  const page = migration.createContentType('page', {
    name: 'Page',
    description: 'A page of the site at /{slug}, or /{parent slug}/{slug}; the slug "home" is /.',
    displayField: 'title',
  });
  page.createField('title', { name: 'Title', type: 'Symbol', required: true });
  page.createField('slug', {
    name: 'Slug',
    type: 'Symbol',
    required: true,
    validations: [
      {
        regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        message: 'Lower-case words joined by hyphens',
      },
    ],
  });
  page.createField('parent', {
    name: 'Parent page',
    type: 'Link',
    linkType: 'Entry',
    validations: [{ linkContentType: ['page'] }],
  });
  page.createField('seoDescription', {
    name: 'SEO description',
    type: 'Text',
    validations: [{ size: { max: 300 } }],
  });
  page.createField('shareImage', {
    name: 'Share image',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  page.createField('noindex', { name: 'Hide from search engines', type: 'Boolean' });
  page.createField('tiles', {
    name: 'Tiles',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['tile'] }] },
  });
};
