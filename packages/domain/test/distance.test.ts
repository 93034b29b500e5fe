import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm } from '../src/geo/distance';

describe('distance', () => {
  it('measures London to Manchester at about 262 km', () => {
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 })).toBeCloseTo(262, -1);
    expect(distanceKm({ lat: 51.5, lng: -0.1 }, { lat: 51.5, lng: -0.1 })).toBe(0);
  });

  it('builds a box that contains the whole radius', () => {
    const centre = { lat: 51.5074, lng: -0.1278 };
    const box = boundingBox(centre, 10);
    for (const bearing of [0, 90, 180, 270]) {
      const radians = (bearing * Math.PI) / 180;
      const point = {
        lat: centre.lat + (9.99 / 110.574) * Math.cos(radians),
        lng: centre.lng + (9.99 / (111.32 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(radians),
      };
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});
