import { z } from 'zod';
import { lenientArray } from './lenient-array';
import { imageSchema } from './asset.schema';

/** The 14 allergens UK law requires a menu to declare. */
export const allergens = [
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
] as const;
export type Allergen = (typeof allergens)[number];

export const dietaryTagSchema = z.object({ name: z.string().min(1), code: z.string().min(1) });
export type DietaryTag = z.infer<typeof dietaryTagSchema>;

export const menuItemSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  description: z.string().optional(),
  price: z.number().min(0).optional(),
  dietaryTags: lenientArray(dietaryTagSchema),
  allergens: z.array(z.enum(allergens)).default([]),
  kcal: z.number().int().min(0).optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  anchor: z.string().min(1),
  description: z.string().optional(),
  items: lenientArray(menuItemSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

/** A menu with its sections (spec 2 §3 "Menu and menu item"). */
export const menuSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().optional(),
  image: imageSchema.optional(),
  sections: lenientArray(menuSectionSchema),
});
export type Menu = z.infer<typeof menuSchema>;
