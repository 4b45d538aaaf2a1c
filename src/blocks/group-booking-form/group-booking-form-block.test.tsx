import { render, screen } from '@testing-library/react';
import { GroupBookingFormBlock } from './group-booking-form-block';
import { groupBookingFormFixture } from './group-booking-form.fixture';
import { groupBookingFormTileSchema } from './group-booking-form.schema';

const restaurants = [
  { storeId: '1001', title: 'London Covent Garden' },
  { storeId: '1002', title: 'London Soho' },
];

describe('GroupBookingFormBlock', () => {
  it('shows its title, its introduction and the group-booking form', () => {
    const props = groupBookingFormTileSchema.parse(groupBookingFormFixture);
    render(<GroupBookingFormBlock {...props} restaurants={restaurants} />);
    expect(
      screen.getByRole('heading', { name: 'Tell us about your group', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Number of guests/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });

  it('starts with its restaurant chosen', () => {
    const props = groupBookingFormTileSchema.parse({ ...groupBookingFormFixture, storeId: '1002' });
    render(<GroupBookingFormBlock {...props} restaurants={restaurants} />);
    expect(screen.getByRole('combobox', { name: /Restaurant/ })).toHaveValue('1002');
  });
});

describe('groupBookingFormTileSchema', () => {
  it('needs a title', () => {
    const untitled = { ...groupBookingFormFixture, title: undefined };
    expect(groupBookingFormTileSchema.safeParse(untitled).success).toBe(false);
  });
});
