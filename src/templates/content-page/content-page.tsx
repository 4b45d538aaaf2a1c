import { PageHead, type Shell } from '@/features/shell';
import type { ResolvedEntry } from '@/lib/content';
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
  /** Draft mode only: the raw page entry, for live updates as the editor types. */
  livePage?: ResolvedEntry;
}

/** A page composed in the CMS: its head and its tiles (the layout shows the preview bar in draft mode). */
export function ContentPage({ shell, preview, page, tiles, livePage }: ContentPageProps) {
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
      <TileList
        tiles={tiles}
        preview={preview}
        firstTileTitlesPage={heroFirst}
        livePage={livePage}
      />
    </>
  );
}
