import { clusterMarkers, clusterName, type PlacedMarker } from './cluster';

const at = (id: string, left: number, top: number): PlacedMarker => ({
  marker: { id, lat: 0, lng: 0, label: id },
  left,
  top,
});

describe('clusterMarkers', () => {
  it('draws markers that would overlap as one cluster at their mean position', () => {
    const { single, clusters } = clusterMarkers([
      at('a', 100, 100),
      at('b', 110, 100),
      at('c', 100, 130),
      at('far', 300, 300),
    ]);
    expect(single.map((placed) => placed.marker.id)).toEqual(['far']);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.markers.map((marker) => marker.id)).toEqual(['a', 'b', 'c']);
    expect(clusters[0]!.left).toBeCloseTo(103.33, 2);
    expect(clusters[0]!.top).toBeCloseTo(110, 6);
    expect(clusterName(clusters[0]!)).toBe('3 restaurants: zoom in');
  });

  it('leaves markers apart as they are', () => {
    const { single, clusters } = clusterMarkers([at('a', 0, 0), at('b', 40, 0), at('c', 0, 40)]);
    expect(single).toHaveLength(3);
    expect(clusters).toEqual([]);
  });
});
