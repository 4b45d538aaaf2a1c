import { ContentfulLivePreview } from '@contentful/live-preview';

/** The locale of every field the site reads, as the live preview SDK names it. */
export const livePreviewLocale = 'en-GB';

/**
 * Starts Contentful's live preview SDK (draft mode only; idempotent). Both the preview bar (the
 * inspector, reloads on save) and the tiles' live updates need it started before they subscribe,
 * and either may load first, so both call this.
 */
export function initLivePreview(): void {
  void ContentfulLivePreview.init({
    locale: livePreviewLocale,
    enableInspectorMode: true,
    enableLiveUpdates: true,
  });
}

export { ContentfulLivePreview };
