/** The words a location search can find a venue by (see the venue_search_terms migration). */
export function venueSearchTerms(location: string, address: string): string[] {
  return [
    ...new Set(
      `${location} ${address}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 2),
    ),
  ];
}

/** The first word of a location query, for the index range; the full text is checked afterwards. */
export function leadingSearchTerm(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  return words.sort((a, b) => b.length - a.length)[0] ?? null;
}
