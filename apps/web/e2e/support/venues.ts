import { addDays, toZonedParts } from '@app/domain';
import { expect, type APIRequestContext } from '@playwright/test';

/*
 * The demo venues the specs use, by name (apps/api/src/modules/demo-data/demo-venues.ts). Ids depend
 * on the order the seed inserts them, so specs look a venue up through the API instead. Each booking
 * spec has its own venue, sport and date (one court, so a booked hour shows as booked), because
 * specs share one server and database.
 */
export const DEMO_VENUES = {
  highbury: 'Highbury Fields Sports Centre',
  londonFields: 'London Fields Football Centre',
  brockwell: 'Brockwell Park Community Courts',
  greenwich: 'Greenwich Riverside Sports Centre',
  wembley: 'Wembley Park Five-a-Side',
  hollandPark: 'Holland Park Tennis Rooms',
  ancoats: 'Ancoats Urban Sports Hall',
} as const;

interface FoundVenue {
  id: number;
  name: string;
  sportConfigs: { sport: string; pricePerHourPence: number | null }[];
}

/** The approved venue with exactly this name, found with GET /api/venues/?search=…. */
export async function venueNamed(request: APIRequestContext, name: string): Promise<FoundVenue> {
  const response = await request.get(`/api/venues/?search=${encodeURIComponent(name)}`);
  expect(response.status(), `searching for ${name}`).toBe(200);
  const { venues } = (await response.json()) as { venues: FoundVenue[] };
  const venue = venues.find((candidate) => candidate.name === name);
  if (!venue) throw new Error(`no approved venue named ${name}`);
  return venue;
}

/** A London date `days` from today, as 'YYYY-MM-DD' (the venue's calendar, whatever zone runs the test). */
export function londonDateIn(days: number): string {
  return addDays(toZonedParts(new Date(), 'Europe/London').date, days);
}
