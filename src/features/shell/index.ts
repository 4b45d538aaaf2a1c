export { BrandHead } from './components/brand-head';
export { ErrorPage } from './components/error-page';
export type { ErrorPageProps } from './components/error-page';
export { PageError, isPageError } from './page-error';
export { PageHead, type PageHeadProps } from './components/page-head';
export { SiteLayout } from './components/site-layout';
export type { Shell } from './shell';
export { useStartUp } from './hooks/use-start-up';
export { errorPageMessages, routeProgressMessages } from './messages';
