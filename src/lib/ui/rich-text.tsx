import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { Link } from './link/link';
import type { ReactNode } from 'react';
import type { Image } from '@/lib/content';
import { ContentImage } from './content-image';

const options: Options = {
  renderNode: {
    [INLINES.HYPERLINK]: (node, children) => (
      <TextLink href={String(node.data.uri)}>{children}</TextLink>
    ),
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      // The server made the target a plain asset; anything but an image is left out.
      const asset = node.data.target as Partial<Image> | undefined;
      if (!asset?.url || !asset.contentType?.startsWith('image/')) return null;
      return (
        <figure className="my-4">
          <ContentImage image={asset as Image} sizes="(min-width: 992px) 720px, 100vw" />
        </figure>
      );
    },
  },
};

function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') || href.startsWith('#')) return <Link href={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Rich text written in the CMS; internal links navigate within the site. */
export function RichText({ document }: { document: Document }) {
  return <>{documentToReactComponents(document, options)}</>;
}
