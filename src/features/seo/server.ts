export { robotsTxt, sitemapUrls, sitemapXml } from './server/build-sitemap';
