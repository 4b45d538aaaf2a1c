import { currentTime } from '@/lib/clock';
import { contentMessages, contentServiceError, layoutSettingsOf } from '@/lib/content';
import type { ContentSource } from '@/lib/content/server';
import { PageError } from '../page-error';
import type { Shell } from '../shell';

/**
 * Loads the layout of every page. Start-up rules (spec 1 §4, §8): no settings entry is a 500
 * 'Settings is not defined'; a content service failure is a 500 with its catalogue message.
 * Banners and popups that have ended are left out; which one shows is the layout's to decide at
 * the visitor's moment, since the page may be served from cache.
 */
export async function loadShell(
  content: ContentSource,
  {
    bookingLink = '/#booking',
    now = currentTime(),
    preview = false,
  }: { bookingLink?: string; now?: Date; preview?: boolean } = {},
): Promise<Shell> {
  const [settings, banners, popups] = await Promise.all([
    content.getSettings(),
    content.getBanners(),
    content.getPopups(),
  ]).catch((error: unknown) => {
    throw Object.assign(new PageError(500, contentServiceError.message), { cause: error });
  });
  if (!settings) throw new PageError(500, contentMessages.settingsMissing);
  const notEnded = (item: { endDate?: string }) => !item.endDate || new Date(item.endDate) >= now;
  return {
    settings: layoutSettingsOf(settings),
    banners: banners.filter(notEnded),
    popups: popups.filter(notEnded),
    bookingLink,
    renderedAt: now.toISOString(),
    ...(preview && { preview: true as const }),
    ...(preview &&
      settings.contentProblems?.length && { settingsProblems: settings.contentProblems }),
  };
}
