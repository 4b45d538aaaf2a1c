import type { Shell } from '@/features/shell';
import { loadShell } from '@/features/shell/server';
import { getContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';

/**
 * The site's layout for an error page (its header and footer), so a diner who meets a 400 or a
 * 500 can carry on from the menu. When the layout itself cannot be loaded (the settings are
 * missing, the content service is down: often the very error shown), the page stands alone.
 */
export async function loadErrorPageShell(): Promise<Shell | undefined> {
  try {
    return await loadShell(getContentSource({ preview: false }));
  } catch (error) {
    getLogger().warn({ err: error }, 'The error page is shown without the layout');
    return undefined;
  }
}
