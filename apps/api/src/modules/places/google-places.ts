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
  };
}
