import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which content entries each cached page shows (its tags), recorded each time the page is
 * rendered: the content webhook finds here the pages a published entry appears on. One row per
 * page of a brand that exists (a page that became a 404 is forgotten), so it is as big as the site.
 */
export const pageTags = pgTable(
  'page_tags',
  {
    brand: text('brand').notNull(),
    path: text('path').notNull(),
    tags: text('tags').array().notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brand, table.path] }),
    index('page_tags_tags').using('gin', table.tags),
  ],
);
