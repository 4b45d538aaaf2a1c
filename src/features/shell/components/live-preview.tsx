import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { ContentfulLivePreview, initLivePreview } from '@/lib/live-preview';

/**
 * Live preview in Contentful's preview pane (draft mode only; loaded on demand): the inspector
 * outlines each tile and opens the field clicked in the editor, and every save reloads the page's
 * props from the Preview API. Between saves, the tiles that need no server data follow the
 * editor's typing (src/registry/live-updates); the others change on save.
 */
export function LivePreview() {
  const router = useRouter();
  useEffect(() => {
    initLivePreview();
    return ContentfulLivePreview.subscribe('save', {
      callback: () => void router.replace(router.asPath, undefined, { scroll: false }),
    });
  }, [router]);
  return null;
}
