import { menuSchema, type Menu } from '@/lib/content';

const vegetarian = { name: 'Vegetarian', code: 'vegetarian' };
const vegan = { name: 'Vegan', code: 'vegan' };
const glutenFree = { name: 'Gluten-free', code: 'gluten-free' };
const spicy = { name: 'Spicy', code: 'spicy' };

/** A small menu for tests: six items in three sections, one untagged. */
export const testMenu: Menu = menuSchema.parse({
  id: 'menu-test',
  name: 'Test menu',
  slug: 'test-menu',
  description: 'Favourites from the oven and the pasta kitchen.',
  sections: [
    {
      id: 's-pizza',
      title: 'Pizza',
      anchor: 'pizza',
      description: 'Dough proved for 48 hours.',
      items: [
        {
          id: 'margherita',
          name: 'Margherita',
          description: 'Tomato, fior di latte and basil.',
          price: 12.95,
          dietaryTags: [vegetarian],
          allergens: ['milk', 'gluten'],
          kcal: 880,
        },
        {
          id: 'diavola',
          name: 'Diavola',
          description: 'Spicy salami and chilli.',
          price: 15.25,
          dietaryTags: [spicy],
          allergens: ['gluten', 'milk'],
          kcal: 1080,
        },
        {
          id: 'vegan-salsiccia',
          name: 'Vegan salsiccia',
          price: 14.95,
          dietaryTags: [vegetarian, vegan, spicy],
          allergens: ['gluten', 'soya'],
        },
      ],
    },
    {
      id: 's-risotto',
      title: 'Risotto',
      anchor: 'risotto',
      items: [
        {
          id: 'primavera',
          name: 'Risotto primavera',
          price: 13.95,
          dietaryTags: [vegetarian, vegan, glutenFree],
          allergens: ['celery', 'sulphites'],
          kcal: 560,
        },
        {
          id: 'funghi',
          name: 'Risotto ai funghi',
          description: 'Porcini and Parmigiano Reggiano.',
          price: 14.95,
          dietaryTags: [vegetarian, glutenFree],
          kcal: 690,
        },
      ],
    },
    {
      id: 's-grill',
      title: 'From the grill',
      anchor: 'grill',
      items: [{ id: 'tagliata', name: 'Tagliata di manzo', price: 27.95, kcal: 960 }],
    },
  ],
});
