import { settingsSchema, type Settings } from '@/lib/content';

/** Settings as a brand would have them, for the shell's component tests. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    ...settingsSchema.parse({
      siteId: 'tavola',
      siteName: 'Tavola',
      mastheadItems: [
        { linkText: 'Find a restaurant', linkUrl: '/find-us' },
        {
          linkText: 'Menus',
          links: [
            { linkText: 'Our menu', linkUrl: '/our-menu' },
            { linkText: 'Kids', linkUrl: '/kids' },
          ],
        },
        { linkText: 'Gift cards', linkUrl: 'https://gifts.tavola.example', openInNewTab: true },
      ],
      socialMediaItems: [
        {
          linkText: 'Tavola on Instagram',
          linkUrl: 'https://www.instagram.com/tavola',
          className: 'instagram',
        },
      ],
      footerItems: [
        { linkText: 'About us', linkUrl: '/about-us' },
        { linkText: 'Feedback', linkUrl: 'https://feedback.tavola.example', openInNewTab: true },
      ],
    }),
    ...overrides,
  };
}
