import type { SocialNetwork } from './social.schema';

const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

const postedOn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** What the social feed says (the spec gives no wording: it says what each post is). */
export const socialCopy = {
  networkName: (network: SocialNetwork) => networkNames[network],
  /** The alt text of a post without a caption. */
  untitledPost: (network: SocialNetwork, postedAt: string) =>
    `A post on ${networkNames[network]}, ${postedOn.format(new Date(postedAt))}`,
  /** Added to a post's link name: where it goes, and that it opens a new tab. */
  opensPost: (network: SocialNetwork) => ` (on ${networkNames[network]}, opens in a new tab)`,
} as const;
