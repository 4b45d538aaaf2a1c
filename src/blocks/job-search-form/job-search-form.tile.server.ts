import { defineTile } from '../shared/define-tile.server';
import { jobSearchFormModel } from './job-search-form.model';
import { jobSearchFormFixture } from './job-search-form.fixture';
import { jobSearchFormSchema } from './job-search-form.schema';

export const jobSearchFormTile = defineTile({
  model: jobSearchFormModel,
  parse: jobSearchFormSchema,
  fixture: jobSearchFormFixture,
  // The brand's site id: the job search asks GET /api/jobs for that site's jobs.
  load: async (props, context) => ({ ...props, siteId: context.settings.siteId }),
});
