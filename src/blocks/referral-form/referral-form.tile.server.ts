import { defineTile } from '../shared/define-tile.server';
import { referralFormModel } from './referral-form.model';
import { referralFormFixture } from './referral-form.fixture';
import { referralFormSchema } from './referral-form.schema';

export const referralFormTile = defineTile({
  model: referralFormModel,
  parse: referralFormSchema,
  fixture: referralFormFixture,
});
