// Menus: dietary tags, items (price, tags, the 14 UK allergens, kcal), sections and menus (spec 2 §3).
module.exports = function (migration) {
  const tag = migration.createContentType('dietaryTag', {
    name: 'Dietary tag',
    description: 'A dietary label diners can filter a menu by, such as Vegan.',
    displayField: 'name',
  });
  tag.createField('name', { name: 'Name', type: 'Symbol', required: true });
  tag.createField('code', {
    name: 'Code',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: '^[a-z][a-z0-9-]*$' } }],
  });

  const item = migration.createContentType('menuItem', {
    name: 'Menu item',
    description: 'A dish or drink with its price, dietary tags, allergens and energy.',
    displayField: 'name',
  });
  item.createField('name', { name: 'Name', type: 'Symbol', required: true });
  item.createField('description', { name: 'Description', type: 'Text' });
  item.createField('price', {
    name: 'Price (£)',
    type: 'Number',
    validations: [{ range: { min: 0 } }],
  });
  item.createField('dietaryTags', {
    name: 'Dietary tags',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['dietaryTag'] }] },
  });
  item.createField('allergens', {
    name: 'Allergens',
    type: 'Array',
    items: {
      type: 'Symbol',
      validations: [
        {
          in: [
            'celery',
            'gluten',
            'crustaceans',
            'eggs',
            'fish',
            'lupin',
            'milk',
            'molluscs',
            'mustard',
            'nuts',
            'peanuts',
            'sesame',
            'soya',
            'sulphites',
          ],
        },
      ],
    },
  });
  item.createField('kcal', {
    name: 'Energy (kcal)',
    type: 'Integer',
    validations: [{ range: { min: 0 } }],
  });

  const section = migration.createContentType('menuSection', {
    name: 'Menu section',
    description: 'A section of a menu, anchored on the page as section-{anchor}.',
    displayField: 'title',
  });
  section.createField('title', { name: 'Title', type: 'Symbol', required: true });
  section.createField('anchor', {
    name: 'Anchor',
    type: 'Symbol',
    required: true,
    validations: [{ regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }],
  });
  section.createField('description', { name: 'Description', type: 'Text' });
  section.createField('items', {
    name: 'Items',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuItem'] }] },
  });

  const menu = migration.createContentType('menu', {
    name: 'Menu',
    description: 'A menu at /menu/{slug}, with its sections.',
    displayField: 'name',
  });
  menu.createField('name', { name: 'Name', type: 'Symbol', required: true });
  menu.createField('slug', {
    name: 'Slug',
    type: 'Symbol',
    required: true,
    validations: [{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }],
  });
  menu.createField('description', { name: 'Description', type: 'Text' });
  menu.createField('image', {
    name: 'Image',
    type: 'Link',
    linkType: 'Asset',
    validations: [{ linkMimetypeGroup: ['image'] }],
  });
  menu.createField('sections', {
    name: 'Sections',
    type: 'Array',
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuSection'] }] },
  });
};
