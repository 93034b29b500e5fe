/**
 * The query string shared by the landing-page search and the venue list (player.md §2):
 * `/venues?sport=…&location=…`, each parameter present only when it has a value.
 */
export interface VenueSearchCriteria {
  sport?: string;
  location?: string;
}

export function buildVenueSearchPath({ sport, location }: VenueSearchCriteria): string {
  const params = new URLSearchParams();
  const trimmedSport = sport?.trim();
  const trimmedLocation = location?.trim();
  if (trimmedSport) params.set('sport', trimmedSport);
  if (trimmedLocation) params.set('location', trimmedLocation);
  const query = params.toString();
  return query ? `/venues?${query}` : '/venues';
}

export function readVenueSearchCriteria(params: URLSearchParams): VenueSearchCriteria {
  const criteria: VenueSearchCriteria = {};
  const sport = params.get('sport')?.trim();
  const location = params.get('location')?.trim();
  if (sport) criteria.sport = sport;
  if (location) criteria.location = location;
  return criteria;
}
