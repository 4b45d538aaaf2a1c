/**
 * The address of a menu or extra image, which the content service may give protocol-relative
 * ('//images.ctfassets.net/...'): as https, so it loads the same on every page and in e-mails.
 */
export function imageUrl(image: { file: { url: string } } | null | undefined): string | undefined {
  const url = image?.file.url.trim();
  if (!url) return undefined;
  return url.startsWith('//') ? `https:${url}` : url;
}
