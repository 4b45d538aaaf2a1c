import { allRegionsName, regionMapOf, regionMaxZoom } from './region-map';

const restaurant = (storeId: string, title: string, city: string, lat: number, lon: number) => ({
  storeId,
  title,
  city,
  citySlug: city.toLowerCase().replace(/\s+/g, '-'),
  addressLocation: { lat, lon },
});
const restaurants = [
  restaurant('1', 'Leeds Trinity', 'Leeds', 53.7957, -1.5452),
  restaurant('2', 'Leeds Headingley', 'Leeds', 53.8195, -1.5774),
  restaurant('3', 'Milton Keynes', 'Milton Keynes', 52.042, -0.758),
  restaurant('4', 'Aberdeen', 'Aberdeen', 57.144, -2.108),
];

describe('regionMapOf', () => {
  it('maps the restaurants of a city path, named as the city', () => {
    const region = regionMapOf('/restaurants/leeds', restaurants);
    expect(region.name).toBe('Leeds');
    expect(region.path).toBe('/restaurants/leeds');
    expect(region.map.markers).toEqual([
      { lat: 53.7957, lng: -1.5452, storeId: '1', title: 'Leeds Trinity' },
      { lat: 53.8195, lng: -1.5774, storeId: '2', title: 'Leeds Headingley' },
    ]);
    expect(region.map.centreLat).toBeGreaterThan(53.7957);
    expect(region.map.centreLat).toBeLessThan(53.8195);
    expect(region.map.centreLng).toBeCloseTo(-1.5613, 4);
  });

  it('reads the city from any page below it, in any case', () => {
    expect(regionMapOf('/restaurants/milton-keynes/milton-keynes/book-now', restaurants).name).toBe(
      'Milton Keynes',
    );
    expect(regionMapOf('/restaurants/LEEDS?x=1', restaurants).name).toBe('Leeds');
  });

  it('zooms no closer than a neighbourhood on a single restaurant', () => {
    const region = regionMapOf('/restaurants/aberdeen', restaurants);
    expect(region.map).toMatchObject({ centreLat: 57.144, centreLng: -2.108, zoom: regionMaxZoom });
  });

  it.each(['/find-us', '/', '/restaurants', '/restaurants/', '/restaurants/atlantis'])(
    'maps every restaurant for %j',
    (path) => {
      const region = regionMapOf(path, restaurants);
      expect(region.name).toBe(allRegionsName);
      expect(region.map.markers.map((marker) => marker.storeId)).toEqual(['1', '2', '3', '4']);
      expect(region.map.zoom).toBe(5);
    },
  );

  it('shows the whole UK when there are no restaurants', () => {
    const region = regionMapOf('/find-us', []);
    expect(region.map.markers).toEqual([]);
    expect(region.map.zoom).toBe(3);
    expect(region.map.centreLat).toBeGreaterThan(54);
    expect(region.map.centreLat).toBeLessThan(57);
  });
});
