import type { LocationSuggestion } from '@app/contracts';
import type { Database } from '@app/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { listApprovedVenues } from '../venues/venue-repository';
import table from './data/gb-places.json';
import { Gazetteer, placesFromTable, type GazetteerPlace, type PlaceRow } from './gazetteer';
import { createGooglePlaces } from './google-places';
import { LONDON_BOROUGH_PLACES } from './london-boroughs';

/** Built-in places are loaded once per process; venue areas refresh at most once a minute. */
let builtIn: GazetteerPlace[] | undefined;
const builtInPlaces = () => (builtIn ??= [...LONDON_BOROUGH_PLACES, ...placesFromTable(table.places as PlaceRow[])]);
const VENUE_AREAS_TTL_MS = 60_000;

export interface PlacesService {
  autocomplete(query: string): Promise<LocationSuggestion[]>;
}

/** The streets and areas of approved venues, so "Regent's Park" finds the venue's street. */
async function venueAreaPlaces(db: Kysely<Database>): Promise<GazetteerPlace[]> {
  const places: GazetteerPlace[] = [];
  for (const venue of await listApprovedVenues(db)) {
    if (venue.latitude === null || venue.longitude === null) continue;
    const [street, ...rest] = venue.address.split(',').map((part) => part.trim());
    const town = rest.join(', ').replace(/\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i, '') || venue.location;
    if (street)
      places.push({
        id: `venue-${venue.id}-street`,
        name: street.replace(/^\d+[a-z]?\s+/i, ''),
        area: town,
        lat: venue.latitude,
        lng: venue.longitude,
        weight: 10_000,
        types: ['route'],
      });
  }
  return places;
}

export function createPlacesService(options: {
  db: Kysely<Database>;
  googleApiKey?: string | undefined;
  fetchImpl?: typeof fetch;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock: () => Date;
}): PlacesService {
  const google = options.googleApiKey
    ? createGooglePlaces({
        apiKey: options.googleApiKey,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      })
    : null;
  const base = new Gazetteer(builtInPlaces());
  let venueIndex: { gazetteer: Gazetteer; builtAt: number } | undefined;

  async function venueGazetteer(): Promise<Gazetteer> {
    const now = options.clock().getTime();
    if (!venueIndex || now - venueIndex.builtAt > VENUE_AREAS_TTL_MS) {
      venueIndex = { gazetteer: new Gazetteer(await venueAreaPlaces(options.db)), builtAt: now };
    }
    return venueIndex.gazetteer;
  }

  return {
    async autocomplete(query) {
      const text = query.trim();
      if (text.length < 3) return [];
      if (google) {
        try {
          return await google.search(text);
        } catch (error) {
          options.log.warn({ err: error }, 'Google Places failed; answering from the built-in gazetteer');
        }
      }
      const [streets, places] = [(await venueGazetteer()).search(text, 3), base.search(text, 8)];
      return [...places, ...streets].slice(0, 10);
    },
  };
}

export type Geocoder = (text: string) => Promise<{ lat: number; lng: number } | null>;

/**
 * Coordinates for a venue's location text, so a distance search finds it: Google Places with a key
 * (falling back on failure), otherwise the built-in UK gazetteer. Needs no database.
 */
export function createGeocoder(options: {
  googleApiKey?: string | undefined;
  fetchImpl?: typeof fetch;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Geocoder {
  const google = options.googleApiKey
    ? createGooglePlaces({
        apiKey: options.googleApiKey,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      })
    : null;
  let gazetteer: Gazetteer | undefined;
  return async (text) => {
    const query = text.trim();
    if (!query) return null;
    if (google) {
      try {
        const found = await google.geocode(query);
        if (found) return found;
      } catch (error) {
        options.log.warn({ err: error }, 'Google geocoding failed; answering from the built-in gazetteer');
      }
    }
    gazetteer ??= new Gazetteer(builtInPlaces());
    return gazetteer.geocode(query);
  };
}
