import Head from 'next/head';
import { defaultBrandColours, type LayoutSettings } from '@/lib/content';
import { brandStyleSheet } from '../brand-colours';

/**
 * The brand's look from its settings, in every page's head: its colours, the browser bar's colour
 * and the tab's icon (the site's own when the settings give none). Error pages that stand alone
 * (no settings could be read) get Tavola's.
 */
export function BrandHead({ settings }: { settings?: LayoutSettings }) {
  return (
    <Head>
      <style key="brand-colours">{brandStyleSheet(settings ?? {})}</style>
      <meta
        key="theme-color"
        name="theme-color"
        content={settings?.brandColour ?? defaultBrandColours.brandColour}
      />
      {settings?.favicon ? (
        <link key="icon" rel="icon" href={settings.favicon.url} />
      ) : (
        <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />
      )}
    </Head>
  );
}
