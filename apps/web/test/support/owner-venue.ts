import type { OwnerVenue } from '@app/contracts';

/** A venue as GET /api/venues/my-venues/ lists it, for the owner dashboard's tests. */
export const sampleOwnerVenue: OwnerVenue = {
  id: 7,
  name: 'Camden Racquet Centre',
  description: 'Indoor courts',
  location: 'Camden, London',
  address: '1 Royal College Street',
  latitude: 51.5,
  longitude: -0.1,
  sports: ['Badminton', 'Squash'],
  images: [],
  facilities: ['Parking'],
  approved: true,
  ownerId: 3,
  sportConfigs: [
    {
      sport: 'Badminton',
      pricePerHour: 28,
      pricePerHourPence: 2800,
      courtCount: 4,
      images: ['/media/a.webp'],
      description: '',
      facilities: [],
    },
    {
      sport: 'Squash',
      pricePerHour: 30.5,
      pricePerHourPence: 3050,
      courtCount: 2,
      images: ['/media/b.webp'],
      description: '',
      facilities: [],
    },
  ],
  minPricePence: 2800,
  courts: [
    ...['Court 1', 'Court 2', 'Court 3', 'Court 4'].map((name, index) => ({
      id: 70 + index,
      sport: 'Badminton',
      number: index + 1,
      name,
    })),
    { id: 80, sport: 'Squash', number: 1, name: 'Glass Court' },
    { id: 81, sport: 'Squash', number: 2, name: 'Court 2' },
  ],
  cancellationPolicy: { freeHours: 24, autoApprove: false },
  createdAt: '2026-11-01T10:00:00Z',
  timeZone: 'Europe/London',
  approvalDate: null,
  approvalNotes: null,
  updatedAt: '2026-11-01T10:00:00Z',
};
