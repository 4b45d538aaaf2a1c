import type { MapMarker } from '../map-types';

/** Three restaurants 40 to 60 km apart, as the location finder would pass them. */
export const testMarkers: MapMarker[] = [
  { id: 'leeds-trinity', lat: 53.7959, lng: -1.5446, label: 'Leeds Trinity', number: 1 },
  { id: 'york', lat: 53.959, lng: -1.0815, label: 'York', number: 2 },
  { id: 'manchester', lat: 53.4808, lng: -2.2426, label: 'Manchester Piccadilly', number: 3 },
];

/** A tiny stand-in for public/maps/uk.json: one square of land around Leeds. */
export const testLand = {
  zoom: 9,
  tileSize: 256,
  origin: [60438, 35772],
  land: [{ name: 'United Kingdom', d: 'M2000 2000l500 0 0 500-500 0z' }],
  borders: '',
};
