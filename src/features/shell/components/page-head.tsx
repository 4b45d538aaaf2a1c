import Head from 'next/head';

export interface PageHeadProps {
  /** The page's own title; the site name is added after it. */
  title: string;
  siteName: string;
  description?: string;
  /** The absolute canonical URL of the page. */
  canonicalUrl: string;
  /** An absolute image URL for sharing. */
  imageUrl?: string;
  noindex?: boolean;
}

/** Title, description, canonical link and share tags of a page. */
export function PageHead({
  title,
  siteName,
  description,
  canonicalUrl,
  imageUrl,
  noindex,
}: PageHeadProps) {
  const fullTitle = title === siteName ? siteName : `${title} | ${siteName}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonicalUrl} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonicalUrl} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
