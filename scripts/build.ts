// `npm run build`: a fresh production build of the site, recorded as current for `npm start`.
import { buildSite } from './lib/build-site';

buildSite({ force: true }).then((code) => process.exit(code));
