import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingMenu } from '../../booking-api.types';
import { MenuStep } from './menu-step';

const aLaCarte: BookingMenu = {
  id: 'a-la-carte',
  name: 'À la carte',
  description: 'Our full menu.',
  image: { file: { url: '//images.ctfassets.net/space/a-la-carte.jpg' } },
};
const setMenu: BookingMenu = {
  id: 'set',
  name: 'Set menu',
  description: 'Two courses for £19.95.',
  image: null,
};

describe('MenuStep', () => {
  it('shows each menu with its picture, name, description and a Select menu button', () => {
    render(<MenuStep menus={[aLaCarte, setMenu]} onSelect={() => {}} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const image = within(cards[0]!).getByRole('img', { name: 'À la carte' });
    expect(image).toHaveAttribute('src', 'https://images.ctfassets.net/space/a-la-carte.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(cards[0]!).getByRole('heading', { name: 'À la carte' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Our full menu.');
    const select = within(cards[0]!).getByRole('button', { name: 'Select menu À la carte' });
    expect(select).toHaveTextContent(/^Select menu/);
    expect(within(cards[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Two courses for £19.95.');
  });

  it('chooses a menu and marks the chosen one', async () => {
    const onSelect = jest.fn();
    render(<MenuStep menus={[aLaCarte, setMenu]} selectedId="set" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Select menu Set menu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const other = screen.getByRole('button', { name: 'Select menu À la carte' });
    expect(other).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(other);
    expect(onSelect).toHaveBeenCalledWith(aLaCarte);
  });

  it('offers a call when no menu suits', () => {
    const noMenus =
      "Unfortunately, we don't have any menus available for the selected date and number of guests. Please adjust your search criteria or call us, and we'll do what we can to book you in!";
    render(
      <MenuStep menus={[]} message={noMenus} phoneNumber="0113 496 0000" onSelect={() => {}} />,
    );
    expect(screen.getByText(noMenus)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 0113 496 0000' })).toHaveAttribute(
      'href',
      'tel:01134960000',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
