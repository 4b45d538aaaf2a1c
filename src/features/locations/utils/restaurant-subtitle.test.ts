import { restaurantSubtitle, restaurantTileTitle } from './restaurant-subtitle';

describe('restaurantSubtitle (spec 1 §2)', () => {
  it('removes the city and capitalises the rest where a city has several restaurants', () => {
    expect(restaurantSubtitle({ title: 'Leeds Trinity', city: 'Leeds' }, 4)).toBe('Trinity');
    expect(restaurantSubtitle({ title: 'London covent garden', city: 'London' }, 9)).toBe(
      'Covent garden',
    );
    expect(restaurantSubtitle({ title: 'Milton Keynes Centre:MK', city: 'Milton Keynes' }, 2)).toBe(
      'Centre:MK',
    );
    expect(restaurantSubtitle({ title: 'Trinity, Leeds', city: 'Leeds' }, 2)).toBe('Trinity');
  });

  it('gives none where the city has one restaurant, or nothing is left', () => {
    expect(restaurantSubtitle({ title: 'York', city: 'York' }, 1)).toBeUndefined();
    expect(restaurantSubtitle({ title: 'Leeds', city: 'Leeds' }, 3)).toBeUndefined();
  });
});

describe('restaurantTileTitle', () => {
  it('is the city for a restaurant named after it', () => {
    expect(restaurantTileTitle({ title: 'Leeds Trinity', city: 'Leeds' })).toBe('Leeds');
    expect(restaurantTileTitle({ title: 'York', city: 'York' })).toBe('York');
  });

  it("is a holiday park restaurant's own title, not the town of its address", () => {
    const longleat = { title: 'Center Parcs Longleat Forest', city: 'Warminster' };
    expect(restaurantTileTitle(longleat)).toBe('Center Parcs Longleat Forest');
    // Under its own title it needs no sub-title, however many restaurants share its town.
    expect(restaurantSubtitle(longleat, 2)).toBeUndefined();
  });
});
