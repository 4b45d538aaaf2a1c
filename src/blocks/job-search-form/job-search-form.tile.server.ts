import { defineTile } from '../shared/define-tile.server';
import { jobSearchFormFixture } from './job-search-form.fixture';
import { jobSearchFormSchema } from './job-search-form.schema';

export const jobSearchFormTile = defineTile({
  type: 'form',
  formType: 'jobSearch',
  parse: jobSearchFormSchema,
  fixture: jobSearchFormFixture,
  // The brand's site id: the job search asks GET /api/jobs for that site's jobs.
  load: async (props, context) => ({ ...props, siteId: context.settings.siteId }),
});
