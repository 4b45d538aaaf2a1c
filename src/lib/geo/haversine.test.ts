import { milesBetween } from './haversine';

describe('milesBetween (haversine, radius 3959 miles)', () => {
  it('is zero from a point to itself', () => {
    expect(milesBetween({ lat: 53.8, lon: -1.55 }, { lat: 53.8, lon: -1.55 })).toBe(0);
  });

  it('measures Leeds to York and London to Edinburgh', () => {
    const leeds = { lat: 53.79648, lon: -1.54785 };
    const york = { lat: 53.95763, lon: -1.08271 };
    expect(milesBetween(leeds, york)).toBeCloseTo(21.5, 0);
    const london = { lat: 51.50853, lon: -0.12574 };
    const edinburgh = { lat: 55.95206, lon: -3.19648 };
    expect(milesBetween(london, edinburgh)).toBeCloseTo(331.6, 0);
  });

  it('is the same both ways', () => {
    const a = { lat: 51.5, lon: -3.2 };
    const b = { lat: 54.6, lon: -5.93 };
    expect(milesBetween(a, b)).toBe(milesBetween(b, a));
  });
});
