import { defineTile } from '../shared/define-tile.server';
import { referralFormFixture } from './referral-form.fixture';
import { referralFormSchema } from './referral-form.schema';

export const referralFormTile = defineTile({
  type: 'form',
  formType: 'referral',
  parse: referralFormSchema,
  fixture: referralFormFixture,
});
