import type { ContentSource } from '@/lib/content/server';
import { layoutSettingsOf, settingsSchema } from '@/lib/content';
import { loadShell } from './load-shell';

const settings = settingsSchema.parse({
  siteId: 'tavola',
  siteName: 'Tavola',
  siteEmail: 'hello@tavola.example',
  giftCardUrl: 'https://giftcards.tavola.example',
});
const source = (overrides: Partial<ContentSource>) =>
  ({
    getSettings: async () => settings,
    getBanners: async () => [],
    getPopups: async () => [],
    ...overrides,
  }) as ContentSource;

describe('loadShell', () => {
  it('gives the settings a page renders, the banners and popups not yet ended, the booking link and when it was made', async () => {
    const banner = { id: 'b', text: 'Christmas', backgroundColour: 'green' as const };
    const shell = await loadShell(
      source({
        getBanners: async () => [{ ...banner, id: 'old', endDate: '2026-01-01' }, banner],
        getPopups: async () => [
          { id: 'later', title: 'Soon', delaySeconds: 0, startDate: '2027-01-01' },
        ],
      }),
      { now: new Date('2026-11-21T12:00:00Z') },
    );
    expect(shell).toEqual({
      settings: layoutSettingsOf(settings),
      banners: [banner],
      popups: [{ id: 'later', title: 'Soon', delaySeconds: 0, startDate: '2027-01-01' }],
      bookingLink: '/#booking',
      renderedAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('leaves out the settings only the server reads, which would go out with every page', async () => {
    const shell = await loadShell(source({}));
    expect(shell.settings.siteName).toBe('Tavola');
    expect(shell.settings).not.toHaveProperty('siteEmail');
    expect(shell.settings).not.toHaveProperty('giftCardUrl');
  });

  it('marks a draft-mode page for the preview bar, and says nothing of it to diners', async () => {
    expect(await loadShell(source({}), { preview: true })).toHaveProperty('preview', true);
    expect(await loadShell(source({}))).not.toHaveProperty('preview');
  });

  it("names the settings' wrong options in draft mode only, and never in a page's settings", async () => {
    const contentProblems = [{ field: 'cookieBannerStyle', problem: 'Invalid option' }];
    const broken = source({ getSettings: async () => ({ ...settings, contentProblems }) });
    const draft = await loadShell(broken, { preview: true });
    expect(draft.settingsProblems).toEqual(contentProblems);
    expect(draft.settings).not.toHaveProperty('contentProblems');
    expect(await loadShell(broken)).not.toHaveProperty('settingsProblems');
  });

  it("fails with a 500 'Settings is not defined' when there are no settings", async () => {
    await expect(loadShell(source({ getSettings: async () => null }))).rejects.toMatchObject({
      statusCode: 500,
      message: 'Settings is not defined',
    });
  });

  it('fails with a 500 and the content service message when the source fails', async () => {
    await expect(
      loadShell(source({ getSettings: () => Promise.reject(new Error('ECONNREFUSED')) })),
    ).rejects.toMatchObject({
      statusCode: 500,
      message: 'Something went wrong connecting to a content service, please try again.',
    });
  });
});
