/*
 * The venue search index's grid (docs/decisions/0029, 0038): venue_search_points keys each approved
 * venue by sport and grid cell, and a latitude band's cells are consecutive keys.
 */

/** The price a search sorts by when none is set: last. */
export const NO_SEARCH_PRICE = 2_147_483_647;

/** Grid cells per degree of latitude and of longitude (0.01° ≈ 1.1 km × 0.7 km in Britain). */
export const SEARCH_GRID_PER_DEGREE = 100;
/** Cell keys of one latitude band are consecutive: band × SEARCH_GRID_BAND + column. */
export const SEARCH_GRID_BAND = 40_000;

export function searchGridBand(lat: number): number {
  return Math.floor((lat + 90) * SEARCH_GRID_PER_DEGREE);
}

export function searchGridColumn(lng: number): number {
  return Math.floor((lng + 180) * SEARCH_GRID_PER_DEGREE);
}

export function searchGridCell(lat: number, lng: number): number {
  return searchGridBand(lat) * SEARCH_GRID_BAND + searchGridColumn(lng);
}
