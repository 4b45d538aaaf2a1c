import type { TileEntry } from '@/lib/content';

const tag = (code: string, name: string) => ({
  id: `fixture-tag-${code}`,
  contentType: 'dietaryTag',
  name,
  code,
});
const vegetarian = tag('vegetarian', 'Vegetarian');
const vegan = tag('vegan', 'Vegan');
const glutenFree = tag('gluten-free', 'Gluten-free');
const spicy = tag('spicy', 'Spicy');

const item = (id: string, fields: Record<string, unknown>) => ({
  id: `fixture-menu-item-${id}`,
  contentType: 'menuItem',
  ...fields,
});

/** A small menu: tagged and untagged items, a vegan-and-spicy dish, and a section only for meat-eaters. */
export const menuFixture: TileEntry = {
  id: 'fixture-menu',
  contentType: 'menuTile',
  type: 'menu',
  key: 'Fixture: menu',
  title: 'Tonight at Tavola',
  menu: {
    id: 'fixture-menu-menu',
    contentType: 'menu',
    name: 'Fixture menu',
    slug: 'fixture-menu',
    description: 'A few favourites from the wood-fired oven and the pasta kitchen.',
    sections: [
      {
        id: 'fixture-menu-section-pizza',
        contentType: 'menuSection',
        title: 'Pizza',
        anchor: 'pizza',
        description: 'Dough proved for 48 hours.',
        items: [
          item('margherita', {
            name: 'Margherita',
            description: 'Tomato, fior di latte and basil.',
            price: 12.95,
            dietaryTags: [vegetarian],
            allergens: ['milk', 'gluten'],
            kcal: 880,
          }),
          item('diavola', {
            name: 'Diavola',
            description: 'Spicy salami, chilli and mozzarella.',
            price: 15.25,
            dietaryTags: [spicy],
            allergens: ['gluten', 'milk'],
            kcal: 1080,
          }),
          item('vegan-salsiccia', {
            name: 'Vegan salsiccia',
            description: 'Plant-based sausage, chilli and tomato.',
            price: 14.95,
            dietaryTags: [vegetarian, vegan, spicy],
            allergens: ['gluten', 'soya'],
            kcal: 940,
          }),
        ],
      },
      {
        id: 'fixture-menu-section-risotto',
        contentType: 'menuSection',
        title: 'Risotto',
        anchor: 'risotto',
        items: [
          item('primavera', {
            name: 'Risotto primavera',
            description: 'Peas, asparagus and lemon.',
            price: 13.95,
            dietaryTags: [vegetarian, vegan, glutenFree],
            allergens: ['celery', 'sulphites'],
            kcal: 560,
          }),
          item('funghi', {
            name: 'Risotto ai funghi',
            description: 'Porcini and Parmigiano.',
            price: 14.95,
            dietaryTags: [vegetarian, glutenFree],
            allergens: ['milk', 'celery'],
            kcal: 690,
          }),
        ],
      },
      {
        id: 'fixture-menu-section-grill',
        contentType: 'menuSection',
        title: 'From the grill',
        anchor: 'grill',
        items: [
          item('tagliata', {
            name: 'Tagliata di manzo',
            description: 'Sliced sirloin, rocket and Parmigiano.',
            price: 27.95,
            allergens: ['milk', 'sulphites'],
            kcal: 960,
          }),
        ],
      },
    ],
  },
};
