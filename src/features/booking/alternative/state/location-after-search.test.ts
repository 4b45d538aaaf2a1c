import { initialLocation, locationAfterSearch } from './location-after-search';

const kingsCross = { storeId: '9001', title: "London King's Cross" };
const piccadilly = { storeId: '9002', title: 'Manchester Piccadilly' };

describe('the second brand location rule (spec 1 §1)', () => {
  it('clears the chosen location when a search finds none', () => {
    expect(locationAfterSearch(kingsCross, [])).toBeNull();
  });

  it('chooses the one location a search finds, in place of the one chosen before', () => {
    expect(locationAfterSearch(null, [kingsCross])).toBe(kingsCross);
    expect(locationAfterSearch(piccadilly, [kingsCross])).toBe(kingsCross);
  });

  it('leaves the choice to the diner when a search finds several', () => {
    expect(locationAfterSearch(null, [kingsCross, piccadilly])).toBeNull();
    expect(locationAfterSearch(piccadilly, [kingsCross, piccadilly])).toBe(piccadilly);
  });

  it('starts with the only location of a brand that has one, and none otherwise', () => {
    expect(initialLocation([kingsCross])).toBe(kingsCross);
    expect(initialLocation([kingsCross, piccadilly])).toBeNull();
    expect(initialLocation([])).toBeNull();
  });
});
