export interface RevalidationResult {
  revalidated: string[];
  failed: { path: string; message: string }[];
}

/**
 * Renders each page again, `concurrency` at a time (a settings change reaches hundreds of pages;
 * they must not all render at once on a site serving diners). One failure never stops the rest.
 */
export async function revalidateEach(
  paths: string[],
  revalidate: (path: string) => Promise<void>,
  concurrency = 4,
): Promise<RevalidationResult> {
  const result: RevalidationResult = { revalidated: [], failed: [] };
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await revalidate(path);
        result.revalidated.push(path);
      } catch (error) {
        result.failed.push({
          path,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  result.revalidated.sort();
  return result;
}
