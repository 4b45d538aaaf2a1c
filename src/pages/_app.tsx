import type { AppProps } from 'next/app';
import { startConsentMode } from '@/features/consent';
import { BrandHead, SiteLayout, useStartUp, type Shell } from '@/features/shell';
import '@/lib/theme/global.scss';
import { parseWithoutEvalInBrowser } from '@/lib/validation';

// The CSP allows no eval: zod is told so before any form parses (see browser-zod.ts).
parseWithoutEvalInBrowser();

// Google Consent Mode's defaults (and the stored choice) go on the data layer first, before the
// page hydrates and before any tag or booking event (spec 2 §4).
startConsentMode();

/**
 * Pages that load the brand's settings get the site's layout and the brand's colours and icon;
 * error pages stand alone, in Tavola's. Every page runs the start-up tasks (chunk-failure reload, old service workers cleared).
 */
export default function TavolaApp({ Component, pageProps }: AppProps<{ shell?: Shell }>) {
  useStartUp();
  const page = <Component {...pageProps} />;
  return (
    <>
      <BrandHead settings={pageProps.shell?.settings} />
      <a
        href="#main"
        className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white"
      >
        Skip to content
      </a>
      {pageProps.shell ? (
        <SiteLayout shell={pageProps.shell}>{page}</SiteLayout>
      ) : (
        <main id="main">{page}</main>
      )}
    </>
  );
}
