export { getRedirectTable } from './server/get-redirect-table';
export {
  compileRedirects,
  findRedirect,
  type RedirectSources,
  type RedirectTable,
  type RedirectTarget,
  type RefusedRedirect,
} from './server/redirect-table';
export { withoutRouteParams } from './redirect-path';
