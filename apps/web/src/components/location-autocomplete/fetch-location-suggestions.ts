import { autocompleteResponseSchema, suggestionTypeLabel, type LocationSuggestion } from '@app/contracts';
import { api, ApiError } from '@/lib/api-client';

/** A suggestion with the label the list shows for its type (City, Street, Location, Place). */
export type LabelledSuggestion = LocationSuggestion & { typeLabel: ReturnType<typeof suggestionTypeLabel> };

/**
 * Loaded by use-location-suggestions on the first search, so the schema (and zod) stays out of the
 * landing page's first download.
 *
 * GET /api/google-maps/autocomplete/?query=: place suggestions (works with or without a session).
 * Never rejects: any failure is an empty list (player.md §8), and a 401 is also worth a warning.
 */
export async function fetchLocationSuggestions(query: string, signal?: AbortSignal): Promise<LabelledSuggestion[]> {
  try {
    const answer = await api.get<unknown>('/google-maps/autocomplete/', { query: { query }, signal });
    const parsed = autocompleteResponseSchema.safeParse(answer);
    return parsed.success
      ? uniqueSuggestions(parsed.data.suggestions).map((suggestion) => ({
          ...suggestion,
          typeLabel: suggestionTypeLabel(suggestion.types),
        }))
      : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      console.warn('Location suggestions need authentication (401); showing none.');
    return [];
  }
}

/**
 * The first of each place: the place service and the venues' own areas can both name "Camden,
 * London", and a list showing it twice reads as a fault (issue 15 §7). Same text (ignoring case and
 * spacing) or same place id counts as the same place.
 */
export function uniqueSuggestions<T extends { description: string; place_id: string }>(suggestions: readonly T[]): T[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const keys = [
      `text:${suggestion.description.trim().replace(/\s+/g, ' ').toLowerCase()}`,
      `id:${suggestion.place_id}`,
    ];
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  });
}
