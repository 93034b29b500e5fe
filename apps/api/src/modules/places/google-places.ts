import type { LocationSuggestion } from '@app/contracts';

/**
 * Google Places Autocomplete (Places API, new) restricted to the UK. Used only when
 * GOOGLE_MAPS_API_KEY is set; `fetchImpl` lets tests check the request and answer shapes offline.
 */
export interface GooglePlacesOptions {
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

interface TextSearchAnswer {
  places?: { location?: { latitude?: number; longitude?: number } }[];
}

interface AutocompleteAnswer {
  suggestions?: { placePrediction?: { placeId: string; text?: { text?: string }; types?: string[] } }[];
}

export function createGooglePlaces(options: GooglePlacesOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    async search(query: string): Promise<LocationSuggestion[]> {
      const response = await fetchImpl('https://places.googleapis.com/v1/places:autocomplete', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey },
        body: JSON.stringify({ input: query, includedRegionCodes: ['gb'], languageCode: 'en-GB' }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
      const answer = (await response.json()) as AutocompleteAnswer;
      return (answer.suggestions ?? [])
        .map((suggestion) => suggestion.placePrediction)
        .filter((prediction): prediction is NonNullable<typeof prediction> => Boolean(prediction?.placeId))
        .map((prediction) => ({
          description: prediction.text?.text ?? '',
          place_id: prediction.placeId,
          types: prediction.types ?? [],
          lat: null,
          lng: null,
        }));
    },
    /** The coordinates of the best UK match for a location text (Places Text Search), or null. */
    async geocode(text: string): Promise<{ lat: number; lng: number } | null> {
      const response = await fetchImpl('https://places.googleapis.com/v1/places:searchText', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': 'places.location',
        },
        body: JSON.stringify({ textQuery: text, regionCode: 'GB', languageCode: 'en-GB', pageSize: 1 }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
      const location = ((await response.json()) as TextSearchAnswer).places?.[0]?.location;
      return typeof location?.latitude === 'number' && typeof location.longitude === 'number'
        ? { lat: location.latitude, lng: location.longitude }
        : null;
    },
  };
}
