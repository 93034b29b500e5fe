import { autocompleteResponseSchema, type LocationSuggestion } from '@app/contracts';
import { api, ApiError } from '@/lib/api-client';

/**
 * GET /api/google-maps/autocomplete/?query=: place suggestions (works with or without a session).
 * Never rejects: any failure is an empty list (player.md §8), and a 401 is also worth a warning.
 */
export async function fetchLocationSuggestions(query: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  try {
    const answer = await api.get<unknown>('/google-maps/autocomplete/', { query: { query }, signal });
    const parsed = autocompleteResponseSchema.safeParse(answer);
    return parsed.success ? parsed.data.suggestions : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) console.warn('Location suggestions need authentication (401); showing none.');
    return [];
  }
}
