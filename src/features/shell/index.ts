export { ErrorPage } from './components/error-page';
export type { ErrorPageProps } from './components/error-page';
export { errorPageMessages } from './messages';
export { PageError, isPageError } from './page-error';
export { PageHead, type PageHeadProps } from './components/page-head';
export { SiteLayout } from './components/site-layout';
export type { Shell } from './shell';
