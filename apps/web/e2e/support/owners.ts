import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail, userIdByEmail } from './accounts';
import { ADMIN, apiLogin, type ApiSession } from './session';

/*
 * Venue owners and venues made for one spec alone (specs share one server and database): an owner
 * registered and approved through the API, and venues listed and approved the same way.
 */

export interface NewOwner {
  email: string;
  password: string;
  name: string;
  businessName: string;
  session: ApiSession;
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** Registers a venue owner through the API and logs them in (still awaiting approval). */
export async function registerOwner(
  request: APIRequestContext,
  label: string,
  name = 'Morgan Hale',
): Promise<NewOwner> {
  const owner = {
    email: uniqueEmail(label),
    password: 'Secret123!',
    name,
    businessName: `${name.split(' ')[1]} Courts Ltd`,
  };
  const response = await request.post('/api/auth/register', {
    data: {
      ...owner,
      role: 'venue_owner',
      phone: '020 7946 0111',
      preferredContact: ['email'],
      termsAccepted: true,
      favouriteSports: [],
      marketingPreference: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...owner, session: await apiLogin(request, owner) };
}

/** The admin approves an owner's account (PATCH /api/auth/users/{id}/profile), as the admin dashboard does. */
export async function approveOwner(request: APIRequestContext, email: string): Promise<void> {
  const id = await userIdByEmail(request, email);
  const { token } = await apiLogin(request, ADMIN);
  const response = await request.patch(`/api/auth/users/${id}/profile`, {
    headers: auth(token),
    data: { approved: true, approvalDate: new Date().toISOString(), approvalNotes: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function registerApprovedOwner(
  request: APIRequestContext,
  label: string,
  name?: string,
): Promise<NewOwner> {
  const owner = await registerOwner(request, label, name);
  await approveOwner(request, owner.email);
  return { ...owner, session: await apiLogin(request, owner) };
}

/** The admin approves a venue (PATCH /api/venues/{id}/ with approved). */
export async function approveVenue(request: APIRequestContext, venueId: number): Promise<void> {
  const { token } = await apiLogin(request, ADMIN);
  const response = await request.patch(`/api/venues/${venueId}/`, {
    headers: auth(token),
    data: { approved: true, approvalDate: new Date().toISOString(), approvalNotes: 'e2e' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A real PNG photo of one colour, as a file for an upload input. */
export async function photo(
  name: string,
  colour: { r: number; g: number; b: number },
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Lists a venue through the API with one photo per sport (one court each) and returns its id. */
export async function createVenueViaApi(
  request: APIRequestContext,
  token: string,
  venue: { name: string; sports: { sport: string; price: string }[] },
): Promise<number> {
  const image = `data:image/png;base64,${(await photo('a.png', { r: 20, g: 120, b: 90 })).buffer.toString('base64')}`;
  const response = await request.post('/api/venues/', {
    headers: auth(token),
    data: {
      name: venue.name,
      description: 'Courts made for one browser test.',
      location: 'Camden, London',
      address: '1 Test Street, London NW1 0AA',
      facilities: ['Parking'],
      sports: venue.sports.map((item) => item.sport),
      sportConfigs: venue.sports.map((item) => ({
        sport: item.sport,
        pricePerHour: item.price,
        images: [image],
        courtCount: 1,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { venue: { id: number } }).venue.id;
}
