// Tiles: the building blocks editors compose pages from (spec 2 §3 "Tile", ARCHITECTURE §3).
// Each tile type maps to a block through the registry; features add their types in later migrations.
module.exports = function (migration) {
  const tile = migration.createContentType('tile', {
    name: 'Tile',
    description:
      'One block of a page: its type picks the block; the other fields are its content and look.',
    displayField: 'key',
  });
  tile.createField('key', {
    name: 'Key',
    type: 'Symbol',
    required: true,
    validations: [{ size: { max: 100 } }],
  });
  tile.createField('type', {
    name: 'Type',
    type: 'Symbol',
    required: true,
    validations: [
      { in: ['hero', 'text', 'image', 'carousel', 'callToAction', 'accordion', 'banner'] },
    ],
  });
  tile.createField('formType', { name: 'Form type', type: 'Symbol' });
  tile.createField('title', { name: 'Title', type: 'Symbol' });
  tile.createField('subtitle', { name: 'Subtitle', type: 'Symbol' });
  tile.createField('body', { name: 'Body', type: 'RichText' });
  tile.createField('image', {
    name: 'Image',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  tile.createField('videoDesktop', {
    name: 'Video (desktop)',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['video'] }],
  });
  tile.createField('videoMobile', {
    name: 'Video (mobile)',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['video'] }],
  });
  tile.createField('links', {
    name: 'Links',
    type: 'Array',
    items: {
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationItem'] }],
    },
  });
  tile.createField('items', {
    name: 'Items (carousel slides, accordion panels)',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['tile'] }] },
  });
  tile.createField('tileId', {
    name: 'Anchor id',
    type: 'Symbol',
    validations: [
      {
        regexp: { pattern: '^[a-z][a-z0-9-]*$' },
        message: 'Lower-case letters, digits and hyphens',
      },
    ],
  });
  tile.createField('backgroundColour', {
    name: 'Background colour',
    type: 'Symbol',
    validations: [
      { in: ['black', 'bronze', 'green', 'red', 'lightGreen', 'offWhite', 'pink', 'white'] },
    ],
  });
  tile.createField('animationEffect', {
    name: 'Animation effect',
    type: 'Symbol',
    validations: [{ in: ['none', 'fadeIn', 'fadeInUp', 'slideInLeft', 'slideInRight', 'zoomIn'] }],
  });
  tile.createField('backgroundAnimationEffect', {
    name: 'Background animation effect',
    type: 'Symbol',
    validations: [{ in: ['none', 'slowZoom', 'pan'] }],
  });
  tile.createField('height', {
    name: 'Height',
    type: 'Symbol',
    validations: [{ in: ['auto', 'small', 'medium', 'large', 'fullScreen'] }],
  });
  tile.createField('width', {
    name: 'Width (grid columns)',
    type: 'Integer',
    validations: [{ range: { min: 1, max: 12 } }],
  });
};
