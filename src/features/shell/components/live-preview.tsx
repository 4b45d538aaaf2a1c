import { ContentfulLivePreview } from '@contentful/live-preview';
import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * Live preview in Contentful's preview pane (draft mode only; loaded on demand): the inspector
 * outlines each tile and opens it in the editor on click, and every save reloads the page's props
 * from the Preview API, so the edit shows at once.
 */
export function LivePreview() {
  const router = useRouter();
  useEffect(() => {
    void ContentfulLivePreview.init({
      locale: 'en-GB',
      enableInspectorMode: true,
      enableLiveUpdates: true,
    });
    return ContentfulLivePreview.subscribe('save', {
      callback: () => void router.replace(router.asPath, undefined, { scroll: false }),
    });
  }, [router]);
  return null;
}
