import { currentTime } from '@/lib/clock';
import { contentMessages, contentServiceError, isShowing } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import { PageError } from '../page-error';
import type { Shell } from '../shell';

/**
 * Loads the layout of every page. Start-up rules (spec 1 §4, §8): no settings entry is a 500
 * 'Settings is not defined'; a content service failure is a 500 with its catalogue message.
 */
export async function loadShell(
  content: ContentSource,
  { bookingLink = '/#booking', now = currentTime() } = {},
): Promise<Shell> {
  const [settings, banners, popups] = await Promise.all([
    content.getSettings(),
    content.getBanners(),
    content.getPopups(),
  ]).catch((error: unknown) => {
    throw Object.assign(new PageError(500, contentServiceError.message), { cause: error });
  });
  if (!settings) throw new PageError(500, contentMessages.settingsMissing);
  return {
    settings,
    banner: banners.find((banner) => isShowing(banner, now)) ?? null,
    popup: popups.find((popup) => isShowing(popup, now)) ?? null,
    bookingLink,
  };
}
