import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { maxPagePathLength } from './page-path';
import { pageTags } from './page-tags.table';

/** The longest path recorded: the longest a page may have, so the index stays small. */
export const maxRecordedPathLength = maxPagePathLength;

/** Records the tags `path` was rendered with (replacing what it showed before). */
export async function recordPageTags(
  db: Database,
  brand: string,
  path: string,
  tags: readonly string[],
): Promise<void> {
  if (path.length > maxRecordedPathLength) return;
  await db
    .insert(pageTags)
    .values({ brand, path, tags: [...tags] })
    .onConflictDoUpdate({
      target: [pageTags.brand, pageTags.path],
      set: { tags: [...tags], renderedAt: sql`now()` },
    });
}

/** Forgets `path` (it is a 404 now: nothing it showed can change it). */
export async function forgetPage(db: Database, brand: string, path: string): Promise<void> {
  await db.delete(pageTags).where(and(eq(pageTags.brand, brand), eq(pageTags.path, path)));
}

/** The paths of the brand's pages that show any of `tags`, sorted. */
export async function pagesTagged(
  db: Database,
  brand: string,
  tags: readonly string[],
): Promise<string[]> {
  if (tags.length === 0) return [];
  const rows = await db
    .select({ path: pageTags.path })
    .from(pageTags)
    .where(and(eq(pageTags.brand, brand), arrayOverlaps(pageTags.tags, [...tags])))
    .orderBy(pageTags.path);
  return rows.map((row) => row.path);
}

/** The tags `path` was last rendered with (none when it was never rendered). */
export async function tagsOfPage(db: Database, brand: string, path: string): Promise<string[]> {
  const [row] = await db
    .select({ tags: pageTags.tags })
    .from(pageTags)
    .where(and(eq(pageTags.brand, brand), eq(pageTags.path, path)));
  return row?.tags ?? [];
}
