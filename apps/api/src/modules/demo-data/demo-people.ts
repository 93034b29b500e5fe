import type { Role } from '@app/db';
import type { DemoOwnerKey, DemoSport } from './demo-venues';

/*
 * The demo accounts. Every password here is public on purpose (README, login page hints); they exist
 * only in a marketplace seeded with demo data.
 */

export type DemoPersonKey = 'admin' | DemoOwnerKey | 'player' | 'player2' | 'player3' | 'player4';

export interface DemoPerson {
  key: DemoPersonKey;
  email: string;
  password: string;
  role: Role;
  name: string;
  description: string;
  approved: boolean;
  dateOfBirth: string;
  phone: string | null;
  location: string | null;
  businessName: string | null;
  favouriteSports: DemoSport[];
  marketingPreference: boolean;
}

export interface DemoLogin {
  email: string;
  password: string;
  role: Role;
  description: string;
}

const ADMIN_PASSWORD = 'Admin123!';
const OWNER_PASSWORD = 'Owner123!';
const PLAYER_PASSWORD = 'Player123!';

const owner = (
  key: DemoOwnerKey,
  email: string,
  name: string,
  businessName: string,
  phone: string,
  approved: boolean,
  description: string,
): DemoPerson => ({
  key,
  email,
  password: OWNER_PASSWORD,
  role: 'venue_owner',
  name,
  description,
  approved,
  dateOfBirth: '1980-01-01',
  phone,
  location: null,
  businessName,
  favouriteSports: [],
  marketingPreference: false,
});

const player = (
  key: DemoPersonKey,
  email: string,
  name: string,
  dateOfBirth: string,
  favouriteSports: DemoSport[],
  phone: string,
  location: string,
  description: string,
): DemoPerson => ({
  key,
  email,
  password: PLAYER_PASSWORD,
  role: 'player',
  name,
  description,
  approved: true,
  dateOfBirth,
  phone,
  location,
  businessName: null,
  favouriteSports,
  marketingPreference: key === 'player',
});

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: 'admin',
    email: 'admin@demo.sportsbooking.uk',
    password: ADMIN_PASSWORD,
    role: 'admin',
    name: 'Demo Admin',
    description: 'Administrator: approves venues and owners, handles cancellation requests, manages the blog',
    approved: true,
    dateOfBirth: '1985-06-15',
    phone: null,
    location: null,
    businessName: null,
    favouriteSports: [],
    marketingPreference: false,
  },
  owner(
    'owner',
    'owner@demo.sportsbooking.uk',
    'Sarah Whitfield',
    'Capital Courts Ltd',
    '020 7946 0101',
    true,
    'Approved venue owner with about half the London venues',
  ),
  owner(
    'owner2',
    'owner2@demo.sportsbooking.uk',
    'James Okafor',
    'Northern Pitches & Courts Ltd',
    '0161 496 0202',
    true,
    'Approved venue owner with venues across the UK',
  ),
  owner(
    'pending',
    'pending.owner@demo.sportsbooking.uk',
    'Daniel Price',
    'Lea Valley Leisure Ltd',
    '020 7946 0303',
    false,
    'Venue owner awaiting approval; owns the 2 venues awaiting approval',
  ),
  player(
    'player',
    'player@demo.sportsbooking.uk',
    'Alex Morgan',
    '1992-05-14',
    ['Tennis', 'Football', 'Badminton'],
    '07700 900123',
    'Camden, London',
    'Player with past and upcoming bookings, a refunded cancellation and a pending cancellation request',
  ),
  player(
    'player2',
    'player2@demo.sportsbooking.uk',
    'Priya Shah',
    '1995-09-02',
    ['Badminton', 'Squash', 'Table Tennis'],
    '07700 900456',
    'Islington, London',
    'Player with past and upcoming bookings',
  ),
  player(
    'player3',
    'player3@demo.sportsbooking.uk',
    'Tom Hughes',
    '1988-03-27',
    ['Football', 'Cricket', 'Rugby'],
    '07700 900789',
    'Manchester',
    'Player with past and upcoming bookings',
  ),
  player(
    'player4',
    'player4@demo.sportsbooking.uk',
    'Chloe Evans',
    '1999-12-08',
    ['Volleyball', 'Swimming', 'Climbing'],
    '07700 900321',
    'Bristol',
    'Player with past and upcoming bookings',
  ),
];

export const DEMO_PLAYERS: readonly DemoPerson[] = DEMO_PEOPLE.filter((person) => person.role === 'player');

/** The demo logins, as the README lists them. */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_PEOPLE.map(({ email, password, role, description }) => ({
  email,
  password,
  role,
  description,
}));
