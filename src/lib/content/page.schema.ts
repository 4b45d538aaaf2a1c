import { z } from 'zod';
import { lenientArray } from './lenient-array';
import { imageSchema } from './asset.schema';
import { tileEntrySchema } from './tile.schema';

/** The slug of the home page, served at /. */
export const homeSlug = 'home';

/** The path a page is served at: / for home, /{slug}, or /{parent slug}/{slug}. */
export function pagePath(slug: string, parentSlug?: string): string {
  if (slug === homeSlug && !parentSlug) return '/';
  return parentSlug ? `/${parentSlug}/${slug}` : `/${slug}`;
}

/** A content page with its tiles (spec 1 §2 content routes). */
export const pageSchema = z
  .object({
    id: z.string(),
    title: z.string().min(1),
    slug: z.string().min(1),
    parent: z.object({ slug: z.string().min(1) }).optional(),
    seoDescription: z.string().optional(),
    shareImage: imageSchema.optional(),
    noindex: z.boolean().default(false),
    updatedAt: z.string().optional(),
    tiles: lenientArray(tileEntrySchema),
  })
  .transform(({ parent, ...page }) => ({
    ...page,
    parentSlug: parent?.slug,
    path: pagePath(page.slug, parent?.slug),
  }));
export type Page = z.infer<typeof pageSchema>;

/** What the sitemap and page lists need of a page: no tiles. */
export const pageSummarySchema = z
  .object({
    id: z.string(),
    title: z.string().min(1),
    slug: z.string().min(1),
    parent: z.object({ slug: z.string().min(1) }).optional(),
    noindex: z.boolean().default(false),
    updatedAt: z.string().optional(),
  })
  .transform(({ parent, slug, ...page }) => ({ ...page, path: pagePath(slug, parent?.slug) }));
export type PageSummary = z.infer<typeof pageSummarySchema>;
