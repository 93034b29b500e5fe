import type { LocationSuggestion } from '@app/contracts';

/*
 * An in-memory prefix index over place names. Every word-start of a name is a key ("Camden Town"
 * is found by "cam" and by "town"); keys are sorted once, and a lookup is a binary search followed
 * by a short scan, so answers take microseconds whatever the number of places.
 */

export interface GazetteerPlace {
  id: string;
  name: string;
  /** Shown after the name: "London", "England", or a venue's town. */
  area: string;
  lat: number;
  lng: number;
  /** Larger first when several places match. */
  weight: number;
  types: string[];
}

interface Key {
  key: string;
  place: number;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export class Gazetteer {
  private readonly keys: Key[] = [];

  constructor(private readonly places: GazetteerPlace[]) {
    places.forEach((place, index) => {
      const words = fold(place.name).split(' ');
      for (let start = 0; start < words.length; start += 1)
        this.keys.push({ key: words.slice(start).join(' '), place: index });
    });
    this.keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  get size(): number {
    return this.places.length;
  }

  search(query: string, limit = 8): LocationSuggestion[] {
    const prefix = fold(query);
    if (prefix.length === 0) return [];
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]!.key < prefix) low = middle + 1;
      else high = middle;
    }
    const found = new Map<number, GazetteerPlace>();
    for (
      let index = low;
      index < this.keys.length && this.keys[index]!.key.startsWith(prefix) && found.size < 200;
      index += 1
    ) {
      const key = this.keys[index]!;
      found.set(key.place, this.places[key.place]!);
    }
    return [...found.values()]
      .sort((a, b) => {
        const exact = Number(fold(b.name) === prefix) - Number(fold(a.name) === prefix);
        return exact || b.weight - a.weight || a.name.localeCompare(b.name);
      })
      .slice(0, limit)
      .map((place) => ({
        description: `${place.name}, ${place.area}`,
        place_id: place.id,
        types: place.types,
        lat: place.lat,
        lng: place.lng,
      }));
  }

  /** The best single match for a free-text location, for geocoding a venue's address. */
  geocode(text: string): { lat: number; lng: number } | null {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const part of parts) {
      const [best] = this.search(part.replace(/\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i, '').trim(), 1);
      if (best?.lat != null && best.lng != null) return { lat: best.lat, lng: best.lng };
    }
    return null;
  }
}

const LONDON = { minLat: 51.28, maxLat: 51.7, minLng: -0.52, maxLng: 0.34 };
const inLondon = (lat: number, lng: number) =>
  lat >= LONDON.minLat && lat <= LONDON.maxLat && lng >= LONDON.minLng && lng <= LONDON.maxLng;

type PlaceRow = [name: string, region: string, lat: number, lng: number, population: number, kind: 'district' | 'town'];

/** Places from the bundled GB table (scripts/build-gazetteer.mjs). */
export function placesFromTable(rows: PlaceRow[]): GazetteerPlace[] {
  return rows.map(([name, region, lat, lng, population, kind], index) => {
    const london = inLondon(lat, lng) && name !== 'London';
    const isCity = kind === 'town' && !london;
    return {
      id: `gb-${index}`,
      name,
      area: london ? 'London' : region,
      lat,
      lng,
      // Districts of London matter more to this marketplace than their head-count suggests.
      weight: name === 'London' ? 1e9 : population + (london ? 50_000 : 0),
      types: isCity ? ['locality', 'political'] : ['neighborhood', 'geocode'],
    };
  });
}

export type { PlaceRow };
