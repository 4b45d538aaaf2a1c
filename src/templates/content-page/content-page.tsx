import { PageHead, type Shell } from '@/features/shell';
import { TileList, type RenderedTile } from '@/registry';

export interface ContentPageProps {
  shell: Shell;
  preview: boolean;
  page: {
    title: string;
    path: string;
    description?: string;
    noindex: boolean;
    canonicalUrl: string;
    imageUrl?: string;
  };
  tiles: RenderedTile[];
}

/** A page composed in the CMS: its head and its tiles (the layout shows the preview bar in draft mode). */
export function ContentPage({ shell, preview, page, tiles }: ContentPageProps) {
  const first = tiles[0];
  // A hero first on the page carries its title (h1); otherwise the page title is there for
  // screen readers and search engines.
  const heroFirst = first?.kind === 'tile' && first.key === 'hero';
  return (
    <>
      <PageHead
        title={page.title}
        siteName={shell.settings.siteName}
        description={page.description}
        canonicalUrl={page.canonicalUrl}
        imageUrl={page.imageUrl}
        noindex={page.noindex || preview}
      />
      {!heroFirst && <h1 className="visually-hidden">{page.title}</h1>}
      <TileList tiles={tiles} preview={preview} firstTileTitlesPage={heroFirst} />
    </>
  );
}
