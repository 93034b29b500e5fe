import type { Database } from '@app/db';
import { boundingBox, distanceKm } from '@app/domain';
import type { Kysely } from 'kysely';
import { SEARCH_GRID_BAND, SEARCH_GRID_PER_DEGREE, searchGridBand, searchGridColumn } from './venue-search-grid';
import { nearestInCellsWithCount, pointsInCells, type CellRange, type GridPoint } from './venue-search-repository';

/*
 * Nearest-first search on the grid of venue_search_points (docs/decisions/0029). The page: squares of
 * cells around the centre, growing until the page's last venue is nearer than anything outside the
 * square can be. The count: cells wholly inside the circle (and the box) are counted by the index;
 * only venues in cells the circle's edge crosses are measured. Matches are what the old search
 * matched: inside the bounding box of the radius and within the radius, ordered by distance then id.
 */

type Db = Kysely<Database>;
type Centre = { lat: number; lng: number };

const EARTH_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
/** Room for floating-point rounding at cell edges: a bound is only trusted this much below itself. */
const SAFETY_KM = 0.001;
/** Square half-sizes tried, in cells, before reading the whole box. */
const RINGS = [2, 4, 8, 16];

interface Square {
  bandLow: number;
  bandHigh: number;
  columnLow: number;
  columnHigh: number;
}

interface Geometry {
  box: ReturnType<typeof boundingBox>;
  whole: Square;
  /** Per band of the box: the columns wholly inside both the circle and the box (possibly none). */
  inside: CellRange[];
  /** Per band: the cells the edge of the circle or box crosses, whose venues are measured. */
  edge: CellRange[];
}

const key = (band: number, column: number) => band * SEARCH_GRID_BAND + column;
const bandEdge = (band: number) => band / SEARCH_GRID_PER_DEGREE - 90;
const columnEdge = (column: number) => column / SEARCH_GRID_PER_DEGREE - 180;

function rangesOf(square: Square): CellRange[] {
  const ranges: CellRange[] = [];
  for (let band = square.bandLow; band <= square.bandHigh; band += 1)
    ranges.push([key(band, square.columnLow), key(band, square.columnHigh)]);
  return ranges;
}

/** The cells in `outer` but not in `inner` (inner lies within outer), band by band. */
function ringRanges(outer: Square, inner: Square | null): CellRange[] {
  if (!inner) return rangesOf(outer);
  const ranges: CellRange[] = [];
  for (let band = outer.bandLow; band <= outer.bandHigh; band += 1) {
    if (band < inner.bandLow || band > inner.bandHigh) {
      ranges.push([key(band, outer.columnLow), key(band, outer.columnHigh)]);
      continue;
    }
    if (outer.columnLow < inner.columnLow) ranges.push([key(band, outer.columnLow), key(band, inner.columnLow - 1)]);
    if (inner.columnHigh < outer.columnHigh)
      ranges.push([key(band, inner.columnHigh + 1), key(band, outer.columnHigh)]);
  }
  return ranges;
}

/** No venue outside the square is nearer than this to the centre. */
function nearestOutside(centre: Centre, square: Square, whole: Square): number {
  const bounds: number[] = [];
  if (square.bandLow > whole.bandLow) bounds.push(EARTH_KM * toRadians(centre.lat - bandEdge(square.bandLow)));
  if (square.bandHigh < whole.bandHigh) bounds.push(EARTH_KM * toRadians(bandEdge(square.bandHigh + 1) - centre.lat));
  const toMeridian = (degrees: number) =>
    degrees >= 90
      ? Number.POSITIVE_INFINITY
      : EARTH_KM * Math.asin(Math.min(1, Math.sin(toRadians(degrees)) * Math.cos(toRadians(centre.lat))));
  if (square.columnLow > whole.columnLow) bounds.push(toMeridian(centre.lng - columnEdge(square.columnLow)));
  if (square.columnHigh < whole.columnHigh) bounds.push(toMeridian(columnEdge(square.columnHigh + 1) - centre.lng));
  return bounds.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...bounds) - SAFETY_KM;
}

function computeGeometry(centre: Centre, radiusKm: number): Geometry {
  const box = boundingBox(centre, radiusKm);
  const whole = {
    bandLow: searchGridBand(box.minLat),
    bandHigh: searchGridBand(box.maxLat),
    columnLow: searchGridColumn(box.minLng),
    columnHigh: searchGridColumn(box.maxLng),
  };
  const centreColumn = Math.min(Math.max(searchGridColumn(centre.lng), whole.columnLow), whole.columnHigh);
  // A cell counts without measuring when it lies strictly inside the box's cells (edge cells may
  // hold venues just outside the box) and its farthest corner is within the radius.
  const cellInside = (band: number, column: number) => {
    if (band <= whole.bandLow || band >= whole.bandHigh || column <= whole.columnLow || column >= whole.columnHigh)
      return false;
    const lats = [bandEdge(band), bandEdge(band + 1)];
    const lngs = [columnEdge(column), columnEdge(column + 1)];
    return lats.every((lat) => lngs.every((lng) => distanceKm(centre, { lat, lng }) <= radiusKm - SAFETY_KM));
  };
  const inside: CellRange[] = [];
  const edge: CellRange[] = [];
  for (let band = whole.bandLow; band <= whole.bandHigh; band += 1) {
    if (!cellInside(band, centreColumn)) {
      edge.push([key(band, whole.columnLow), key(band, whole.columnHigh)]);
      continue;
    }
    // Farther columns have farther corners, so the inside columns are one run around the centre.
    const reach = (step: 1 | -1) => {
      let low = 0;
      let high = step === 1 ? whole.columnHigh - centreColumn : centreColumn - whole.columnLow;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (cellInside(band, centreColumn + step * middle)) low = middle;
        else high = middle - 1;
      }
      return centreColumn + step * low;
    };
    const west = reach(-1);
    const east = reach(1);
    inside.push([key(band, west), key(band, east)]);
    if (whole.columnLow < west) edge.push([key(band, whole.columnLow), key(band, west - 1)]);
    if (east < whole.columnHigh) edge.push([key(band, east + 1), key(band, whole.columnHigh)]);
  }
  return { box, whole, inside, edge };
}

/** The geometry depends only on the centre and radius; searches repeat the same few places. */
const geometries = new Map<string, Geometry>();
const GEOMETRIES_KEPT = 256;

function geometryFor(centre: Centre, radiusKm: number): Geometry {
  const cacheKey = `${centre.lat},${centre.lng},${radiusKm}`;
  let geometry = geometries.get(cacheKey);
  if (!geometry) {
    geometry = computeGeometry(centre, radiusKm);
    if (geometries.size >= GEOMETRIES_KEPT) geometries.delete(geometries.keys().next().value!);
    geometries.set(cacheKey, geometry);
  }
  return geometry;
}

/** Too many bands would make one query of hundreds of parts: such searches use the plain box scan. */
export const GRID_MAX_BANDS = 120;

export function gridSuits(centre: Centre, radiusKm: number): boolean {
  const box = boundingBox(centre, radiusKm);
  return searchGridBand(box.maxLat) - searchGridBand(box.minLat) + 1 <= GRID_MAX_BANDS;
}

export interface MeasuredPoint {
  id: number;
  distance: number;
}

function measure(centre: Centre, radiusKm: number, box: Geometry['box'], points: GridPoint[]): MeasuredPoint[] {
  const found: MeasuredPoint[] = [];
  for (const point of points) {
    if (
      point.latitude < box.minLat ||
      point.latitude > box.maxLat ||
      point.longitude < box.minLng ||
      point.longitude > box.maxLng
    )
      continue;
    const distance = distanceKm(centre, { lat: point.latitude, lng: point.longitude });
    if (distance <= radiusKm) found.push({ id: point.venue_id, distance });
  }
  return found;
}

const byDistance = (a: MeasuredPoint, b: MeasuredPoint) => a.distance - b.distance || a.id - b.id;

export interface NearestAnswer {
  /** The `wanted` nearest matches (fewer when there are fewer), nearest first, ties by id. */
  matches: MeasuredPoint[];
  /** How many matches there are, up to the cap. */
  total: number;
  /** More than the cap match (the answer says "1,000+", as the location search does). */
  capped: boolean;
  /** Listings read with the first square, by venue, when asked for: usually all of the first page's. */
  listings: Map<number, string>;
}

/**
 * How many of the first square's points to read for `wanted` matches. At least two more: the
 * database's order (its own haversine, on PostgreSQL from `real` coordinates) may differ from the
 * measured one among venues a metre apart, and with spare rows the page is still among those read
 * (checked in nearestMatches either way). Rounded up to a multiple of 4 (a power of two past 128),
 * since the number is part of the statement's text: a few texts, each prepared once per connection.
 */
function pointsToRead(wanted: number): number {
  const least = wanted + 2;
  return least <= 128 ? Math.ceil(least / 4) * 4 : 2 ** Math.ceil(Math.log2(least));
}

/** The squares read in turn: RINGS cells around the centre's cell, then the whole box. */
function squaresAround(centre: Centre, whole: Square): Square[] {
  const band = Math.min(Math.max(searchGridBand(centre.lat), whole.bandLow), whole.bandHigh);
  const column = Math.min(Math.max(searchGridColumn(centre.lng), whole.columnLow), whole.columnHigh);
  return [...RINGS, Number.POSITIVE_INFINITY].map((size) => ({
    bandLow: Math.max(whole.bandLow, band - size),
    bandHigh: Math.min(whole.bandHigh, band + size),
    columnLow: Math.max(whole.columnLow, column - size),
    columnHigh: Math.min(whole.columnHigh, column + size),
  }));
}

/**
 * The `wanted` nearest matches, given the first square's points (`first`), reading further rings
 * until no venue outside the square read can be nearer than the last of them. `floor`: every venue of
 * the first square not in `first` is at least this far away (Infinity when `first` is all of them).
 * Null when that does not settle the page: then the caller reads the first square whole.
 */
async function nearestMatches(
  db: Db,
  sport: string,
  centre: Centre,
  radiusKm: number,
  geometry: Geometry,
  wanted: number,
  first: GridPoint[],
  floor: number,
): Promise<MeasuredPoint[] | null> {
  const squares = squaresAround(centre, geometry.whole);
  const found = measure(centre, radiusKm, geometry.box, first);
  found.sort(byDistance);
  for (let index = 0; index < squares.length; index += 1) {
    if (index > 0) {
      found.push(
        ...measure(
          centre,
          radiusKm,
          geometry.box,
          await pointsInCells(db, sport, ringRanges(squares[index]!, squares[index - 1]!)),
        ),
      );
      found.sort(byDistance);
    }
    const certain = nearestOutside(centre, squares[index]!, geometry.whole);
    if (certain === Number.POSITIVE_INFINITY || (found.length >= wanted && found[wanted - 1]!.distance <= certain))
      break;
  }
  // Venues of the first square left unread are at least `floor` away: the page cannot hold them if
  // they are beyond the radius, or if its last venue is nearer than that.
  if (floor <= radiusKm && !(found.length >= wanted && found[wanted - 1]!.distance < floor)) return null;
  return found.slice(0, wanted);
}

/** The distance (km) of a haversine term, as distanceKm computes it. */
const kmOfHaversine = (h: number) => 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));

/**
 * The nearest matches and how many there are, usually in one statement: the first square's nearest
 * points (ordered and cut short by the database, then measured and checked here), with their
 * listings when `withListings`, and the count of the cells inside the circle, from the bands'
 * running totals. Further rings, a page the first read could not settle, and — unless the inside
 * cells alone pass the cap — the venues in cells the edge crosses are read after.
 */
export async function nearestWithTotal(
  db: Db,
  search: { sport: string; centre: Centre; radiusKm: number; wanted: number; cap: number; withListings: boolean },
): Promise<NearestAnswer> {
  const { sport, centre, radiusKm, wanted, cap } = search;
  const geometry = geometryFor(centre, radiusKm);
  const firstSquare = rangesOf(squaresAround(centre, geometry.whole)[0]!);
  const limit = pointsToRead(wanted);
  const head = await nearestInCellsWithCount(db, {
    sport,
    centre,
    ranges: firstSquare,
    counted: geometry.inside,
    limit,
    withListings: search.withListings,
  });
  const floor =
    head.points.length < limit
      ? Number.POSITIVE_INFINITY
      : kmOfHaversine(head.points[head.points.length - 1]!.h) - SAFETY_KM;
  const matches =
    (await nearestMatches(db, sport, centre, radiusKm, geometry, wanted, head.points, floor)) ??
    (await nearestMatches(
      db,
      sport,
      centre,
      radiusKm,
      geometry,
      wanted,
      await pointsInCells(db, sport, firstSquare),
      Number.POSITIVE_INFINITY,
    ))!;
  const inside = head.count;
  if (inside > cap) return { matches, total: cap, capped: true, listings: head.listings };
  const total = inside + measure(centre, radiusKm, geometry.box, await pointsInCells(db, sport, geometry.edge)).length;
  return { matches, total: Math.min(total, cap), capped: total > cap, listings: head.listings };
}
