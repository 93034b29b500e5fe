/**
 * The link from the landing-page search to the venue list (player.md §2):
 * `/venues?sport=…&location=…&lat=…&lng=…`, each parameter present only when it has a value. The list
 * reads them back with the venues feature's readVenueListFilters.
 */
interface VenueSearchCriteria {
  sport?: string;
  location?: string;
  /** The chosen place's coordinates, so the list orders venues by distance from it. */
  coordinates?: { lat: number; lng: number } | null;
}

export function buildVenueSearchPath({ sport, location, coordinates }: VenueSearchCriteria): string {
  const params = new URLSearchParams();
  const trimmedSport = sport?.trim();
  const trimmedLocation = location?.trim();
  if (trimmedSport) params.set('sport', trimmedSport);
  if (trimmedLocation) params.set('location', trimmedLocation);
  if (trimmedLocation && coordinates) {
    params.set('lat', String(coordinates.lat));
    params.set('lng', String(coordinates.lng));
  }
  const query = params.toString();
  return query ? `/venues?${query}` : '/venues';
}
