import type { GazetteerPlace } from './gazetteer';

/*
 * The London boroughs, which the GB town table lacks as places of their own ("Camden" is a borough;
 * the table has only "Camden Town"). Centroids rounded to four decimals; source: public borough
 * boundaries (ONS), approximate centres.
 */
const BOROUGHS: [string, number, number][] = [
  ['Barnet', 51.6252, -0.1517],
  ['Brent', 51.5588, -0.2817],
  ['Bromley', 51.4039, 0.0198],
  ['Camden', 51.529, -0.1255],
  ['City of London', 51.5155, -0.0922],
  ['Croydon', 51.3714, -0.0977],
  ['Ealing', 51.513, -0.3089],
  ['Enfield', 51.6538, -0.0799],
  ['Greenwich', 51.4892, 0.0648],
  ['Hackney', 51.545, -0.0553],
  ['Hammersmith and Fulham', 51.4927, -0.2339],
  ['Haringey', 51.5906, -0.111],
  ['Hounslow', 51.4609, -0.3731],
  ['Islington', 51.5465, -0.1058],
  ['Kensington and Chelsea', 51.4991, -0.1938],
  ['Kingston upon Thames', 51.4085, -0.3064],
  ['Lambeth', 51.4571, -0.1231],
  ['Lewisham', 51.4452, -0.0209],
  ['Merton', 51.4014, -0.1958],
  ['Newham', 51.5255, 0.0352],
  ['Richmond upon Thames', 51.4479, -0.326],
  ['Southwark', 51.5035, -0.0804],
  ['Tower Hamlets', 51.5099, -0.0059],
  ['Waltham Forest', 51.5886, -0.0118],
  ['Wandsworth', 51.4567, -0.191],
  ['Westminster', 51.4975, -0.1357],
];

export const LONDON_BOROUGH_PLACES: GazetteerPlace[] = BOROUGHS.map(([name, lat, lng]) => ({
  id: `london-borough-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  area: 'London',
  lat,
  lng,
  weight: 400_000,
  types: ['sublocality', 'political', 'geocode'],
}));
