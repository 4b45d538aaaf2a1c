import type { Logger } from '@/lib/log';
import { createContentSource } from './create-content-source';
import type { EntryStore, ResolvedEntry } from './entry-store';

// Issue 34: one wrong option in the site settings (a cookie banner style of 'popup') used to fail
// the entry, and every page answered 500 'Settings is not defined'. Now the option is left at its
// default and named; only a missing site id or name still fails the settings.

const settingsEntry = (fields: Record<string, unknown>) =>
  ({
    sys: { id: 'settings-tavola', type: 'Entry', contentType: { sys: { id: 'settings' } } },
    fields: { siteId: 'tavola', siteName: 'Tavola', ...fields },
  }) as ResolvedEntry;

function sourceOf(entry: ResolvedEntry) {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  } as unknown as Logger;
  const store: EntryStore = { getEntries: async () => [entry] };
  return { content: createContentSource(store, log), warnings };
}

describe('site settings with an option an editor got wrong', () => {
  it('keep the settings, the option at its default, and log what to fix with the entry id', async () => {
    const { content, warnings } = sourceOf(
      settingsEntry({ cookieBannerStyle: 'popup', bookNowText: 'Book a table' }),
    );
    const settings = await content.getSettings();
    expect(settings).toMatchObject({ cookieBannerStyle: 'bar', bookNowText: 'Book a table' });
    expect(settings?.contentProblems).toEqual([
      {
        field: 'cookieBannerStyle',
        problem: expect.stringMatching(/\(it says "popup"\): the default is used$/),
      },
    ]);
    expect(warnings).toEqual([
      {
        message: 'Content entry partly unreadable',
        fields: expect.objectContaining({ entryId: 'settings-tavola', contentType: 'settings' }),
      },
    ]);
  });

  it('are still not defined without a site name', async () => {
    const { content, warnings } = sourceOf(settingsEntry({ siteName: '' }));
    expect(await content.getSettings()).toBeNull();
    expect(warnings[0]?.message).toBe('Invalid content entry skipped');
  });
});
