export { absoluteUrl, shareImageUrl } from './absolute-url';
export { setPageHeaders } from './cache-control';
export { jsonProps } from './json-props';
