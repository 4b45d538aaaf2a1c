/** The absolute URL of a path or asset on the site (canonical links, share images, sitemap). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl).toString();
}

/** A share image URL: Contentful images cropped to 1200x630, local ones made absolute. */
export function shareImageUrl(siteUrl: string, imageUrl: string): string {
  if (imageUrl.startsWith('https://images.ctfassets.net/')) {
    return `${imageUrl}?w=1200&h=630&fit=fill&fm=jpg`;
  }
  return absoluteUrl(siteUrl, imageUrl);
}
