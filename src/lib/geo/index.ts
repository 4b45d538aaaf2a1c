export { earthRadiusMiles, milesBetween, type LatLon } from './haversine';
export {
  fitMapView,
  latitudeOfMercatorY,
  mapGeometry,
  mercatorX,
  mercatorY,
  type MapView,
  type MapViewOptions,
} from './map-view';
export { directionsUrl } from './directions';
export {
  DeviceLocationError,
  deviceLocation,
  deviceLocationOptions,
  type DeviceLocationFailure,
} from './device-location';
