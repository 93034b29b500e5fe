// @vitest-environment jsdom
import {
  bookingDraftSchema,
  STORAGE_KEYS,
  venuePageStateSchema,
  type Slot,
  type SlotsResponse,
  type VenueDetail,
  type VenuePageState,
} from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, toZonedParts } from '@app/domain';
import VenueDetailPage from '@/features/venues/routes/venue-detail-page';
import {
  buildVenuePageState,
  parseVenuePageState,
  readVenuePageState,
  reconcileRestoredSlots,
  saveVenuePageState,
} from '@/features/venues/lib/venue-page-state';
import type { AuthStatus } from '@/lib/auth/auth-context';
import { makeSlot } from './support/booking-fixtures';
import { authAs, jsonResponse, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const slot = (time: string, pricePence: number | null, overrides: Partial<Slot> = {}) =>
  makeSlot(time, pricePence, { courtCount: 2, courtsLeft: 2, ...overrides });

const VENUE: VenueDetail = {
  id: 7,
  name: 'Holland Park Tennis Rooms',
  description: 'Four hard courts in the park.',
  location: 'Kensington, London',
  address: 'Ilchester Place, London W14 8AA',
  latitude: 51.5,
  longitude: -0.2,
  sports: ['Tennis', 'Squash'],
  images: ['/media/demo/venue-7-1.svg'],
  facilities: ['Changing Rooms', 'Equipment Rental'],
  approved: true,
  ownerId: 1,
  sportConfigs: [
    {
      sport: 'Tennis',
      pricePerHour: 35,
      pricePerHourPence: 3500,
      courtCount: 4,
      images: [],
      description: '',
      facilities: [],
    },
    {
      sport: 'Squash',
      pricePerHour: 20,
      pricePerHourPence: 2000,
      courtCount: 1,
      images: [],
      description: '',
      facilities: [],
    },
  ],
  minPricePence: 2000,
  createdAt: '2026-01-01T00:00:00.000Z',
  timeZone: 'Europe/London',
  gallery: [
    { url: '/media/demo/venue-7-1.svg', sport: null },
    { url: '/media/demo/venue-7-2.svg', sport: 'Tennis' },
    { url: '/media/demo/venue-7-3.svg', sport: 'Squash' },
  ],
  openingHours: [{ dayOfWeek: 0, isOpen: false, openTime: '08:00', closeTime: '22:00', breakTimes: [] }],
  upcomingSpecialDates: [],
  upcomingClosures: [],
};

const londonToday = () => toZonedParts(new Date(), 'Europe/London').date;
const bookingDate = addDays(londonToday(), 3);

let slotsForDay: Slot[] = [];
const fetchMock = stubFetch();

function answerFor(url: URL): Response {
  if (url.pathname === '/api/venues/7/') return jsonResponse({ success: true, venue: VENUE });
  if (url.pathname === '/api/venues/7/slots/') {
    const body: SlotsResponse = {
      success: true,
      venueId: 7,
      sport: url.searchParams.get('sport') ?? '',
      date: url.searchParams.get('date') ?? '',
      timeZone: 'Europe/London',
      bookingWindow: { first: londonToday(), last: addDays(londonToday(), 30) },
      slots: slotsForDay,
    };
    return jsonResponse(body);
  }
  return jsonResponse({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
}

function renderVenuePage(status: AuthStatus) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/venue/7']}>
      <Routes>
        <Route path="/venue/:venueId" element={<VenueDetailPage />} />
        <Route path="/login" element={<h1>Login screen</h1>} />
        <Route path="/checkout" element={<h1>Checkout screen</h1>} />
      </Routes>
    </MemoryRouter>,
    { auth: authAs(status) },
  );
}

const slotButton = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time} - `) });
const pressed = (time: string) => slotButton(time).getAttribute('aria-pressed') === 'true';

beforeEach(() => {
  sessionStorage.clear();
  slotsForDay = [
    slot('10:00', 3500),
    slot('11:00', 3500),
    slot('12:00', 4250, { isSpecial: true, notes: 'Peak' }),
    slot('13:00', 3500),
  ];
  fetchMock.mockImplementation(async (input) => answerFor(requestUrl(input)));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('venue page state storage', () => {
  const selection = {
    venueId: 7,
    sport: 'Tennis',
    date: '2026-05-04',
    slots: [slot('12:00', 4250, { isSpecial: true }), slot('10:00', 3500)],
    imageFilter: 'Tennis',
    split: { enabled: true, numberOfPeople: 3, inviteEmails: ['a@b.co', 'c@d.co'], paymentLinkGenerated: true },
  };

  it('saves the selection in the shape the login screen and this page agree on', () => {
    saveVenuePageState(selection);
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.venuePageState) ?? 'null');
    expect(venuePageStateSchema.safeParse(stored).success).toBe(true);
    expect(stored).toEqual({
      venueId: 7,
      selectedSport: 'Tennis',
      selectedSlots: ['10:00', '12:00'],
      slotDetails: [
        { time: '10:00', price: 35, isSpecial: false, notes: '' },
        { time: '12:00', price: 42.5, isSpecial: true, notes: '' },
      ],
      totalAmount: 77.5,
      bookingDate: '2026-05-04',
      selectedImageFilter: 'Tennis',
      numberOfPeople: 3,
      inviteEmails: ['a@b.co', 'c@d.co'],
      splitPaymentEnabled: true,
    });
    expect(readVenuePageState(7)).toEqual(stored);
  });

  it("leaves another venue's state alone and drops unreadable state", () => {
    saveVenuePageState(selection);
    expect(readVenuePageState(8)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.venuePageState)).not.toBeNull();

    sessionStorage.setItem(STORAGE_KEYS.venuePageState, '{not json');
    expect(readVenuePageState(7)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.venuePageState)).toBeNull();

    sessionStorage.setItem(STORAGE_KEYS.venuePageState, JSON.stringify({ venueId: 7 }));
    expect(readVenuePageState(7)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.venuePageState)).toBeNull();
  });

  it("reads saved state by hand exactly as contracts' venuePageStateSchema does", () => {
    const valid = buildVenuePageState(selection);
    const variants: unknown[] = [
      valid,
      { ...valid, extra: 'dropped' },
      { ...valid, slotDetails: [{ time: '10:00', price: null, isSpecial: false, notes: '', extra: 1 }] },
      { ...valid, slotDetails: [], selectedSlots: [], inviteEmails: [] },
      { ...valid, numberOfPeople: 2 },
      { ...valid, numberOfPeople: 20 },
      { ...valid, numberOfPeople: 1 },
      { ...valid, numberOfPeople: 21 },
      { ...valid, numberOfPeople: 2.5 },
      { ...valid, venueId: 7.5 },
      { ...valid, venueId: '7' },
      { ...valid, selectedSport: null },
      { ...valid, selectedSlots: ['10:00', 11] },
      { ...valid, slotDetails: [{ time: '10:00', price: '35', isSpecial: false, notes: '' }] },
      { ...valid, slotDetails: [{ time: '10:00', price: 35, isSpecial: 'no', notes: '' }] },
      { ...valid, slotDetails: [{ time: '10:00', price: 35, isSpecial: false }] },
      { ...valid, slotDetails: [null] },
      { ...valid, slotDetails: {} },
      { ...valid, totalAmount: '77.5' },
      { ...valid, bookingDate: 20260504 },
      { ...valid, selectedImageFilter: undefined },
      { ...valid, inviteEmails: 'a@b.co' },
      { ...valid, splitPaymentEnabled: 'true' },
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'totalAmount')),
      [valid],
      null,
      'state',
    ];
    for (const variant of variants) {
      const zod = venuePageStateSchema.safeParse(variant);
      expect(parseVenuePageState(variant), JSON.stringify(variant)).toEqual(zod.success ? zod.data : null);
    }
  });

  it('keeps only restored times that can still be booked', () => {
    const current = [
      slot('10:00', 3500),
      slot('11:00', 3500, { available: false, unavailableReason: 'booked' }),
      slot('12:00', null),
    ];
    expect(reconcileRestoredSlots(['12:00', '10:00', '11:00', '10:00'], current)).toEqual({
      kept: ['10:00'],
      dropped: ['11:00', '12:00'],
    });
  });
});

describe('venue page: guest booking hand-off', () => {
  it('signed out, "Log In To Book" saves the selection and goes to /login', async () => {
    renderVenuePage('signed-out');
    await screen.findByRole('heading', { level: 1, name: VENUE.name });

    fireEvent.click(screen.getByRole('button', { name: 'Log In To Book' }));
    expect(screen.getByRole('alert').textContent).toContain('Please select date, time slots, and sport before booking');

    fireEvent.change(screen.getByLabelText('Sport', { selector: 'select' }), { target: { value: 'Tennis' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: bookingDate } });
    await screen.findByRole('button', { name: /^10:00 - 11:00/ });
    fireEvent.click(slotButton('12:00'));
    fireEvent.click(slotButton('10:00'));
    expect(pressed('10:00')).toBe(true);
    expect(screen.getByText('£77.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Tennis \(1\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Log In To Book' }));

    await screen.findByRole('heading', { name: 'Login screen' });
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.venuePageState) ?? 'null') as VenuePageState;
    expect(saved).toMatchObject({
      venueId: 7,
      selectedSport: 'Tennis',
      bookingDate,
      selectedSlots: ['10:00', '12:00'],
      totalAmount: 77.5,
      selectedImageFilter: 'Tennis',
      splitPaymentEnabled: false,
      numberOfPeople: 2,
    });
  });

  it('after login, restores the selection, drops a slot taken meanwhile, and books', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.venuePageState,
      JSON.stringify(
        buildVenuePageState({
          venueId: 7,
          sport: 'Tennis',
          date: bookingDate,
          slots: [slot('10:00', 3500), slot('11:00', 3500), slot('12:00', 4250, { isSpecial: true, notes: 'Peak' })],
          imageFilter: 'Squash',
          split: { enabled: true, numberOfPeople: 3, inviteEmails: ['a@b.co', 'c@d.co'], paymentLinkGenerated: true },
        }),
      ),
    );
    slotsForDay = slotsForDay.map((entry) =>
      entry.time === '11:00' ? { ...entry, available: false, unavailableReason: 'booked', courtsLeft: 0 } : entry,
    );

    renderVenuePage('signed-in');
    await screen.findByRole('heading', { level: 1, name: VENUE.name });
    expect(sessionStorage.getItem(STORAGE_KEYS.venuePageState)).toBeNull();
    expect((screen.getByLabelText('Sport', { selector: 'select' }) as HTMLSelectElement).value).toBe('Tennis');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(bookingDate);
    expect(screen.getByRole('button', { name: /^Squash \(1\)/ }).getAttribute('aria-pressed')).toBe('true');

    await waitFor(() => expect(pressed('10:00')).toBe(true));
    expect(pressed('12:00')).toBe(true);
    expect(pressed('11:00')).toBe(false);
    expect((slotButton('11:00') as HTMLButtonElement).disabled).toBe(true);
    expect(slotButton('11:00').textContent).toContain('Booked');
    expect(screen.getByRole('alert').textContent).toContain('removed from your selection: 11:00');
    expect(screen.getByText(/Split between 3 people/).textContent).toContain('£25.83');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    });
    await screen.findByRole('heading', { name: 'Checkout screen' });
    const draft = bookingDraftSchema.parse(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.bookingDraft) ?? 'null'));
    expect(draft).toMatchObject({
      venueId: 7,
      venueName: VENUE.name,
      sport: 'Tennis',
      date: bookingDate,
      timeSlots: ['10:00', '12:00'],
      startTime: '10:00',
      endTime: '13:00',
      duration: 2,
      pricePerHour: 35,
      totalAmountPence: 7750,
      totalAmount: 77.5,
      hasSpecialPricing: true,
      splitPayment: {
        enabled: true,
        numberOfPeople: 3,
        inviteEmails: ['a@b.co', 'c@d.co'],
        paymentLinkGenerated: true,
      },
    });
  });

  it('changing the date clears the chosen slots', async () => {
    renderVenuePage('signed-in');
    await screen.findByRole('heading', { level: 1, name: VENUE.name });
    fireEvent.change(screen.getByLabelText('Sport', { selector: 'select' }), { target: { value: 'Tennis' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: bookingDate } });
    await screen.findByRole('button', { name: /^10:00 - 11:00/ });
    fireEvent.click(slotButton('10:00'));
    expect(pressed('10:00')).toBe(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(bookingDate, 1) } });
    await screen.findByRole('button', { name: /^10:00 - 11:00/ });
    expect(pressed('10:00')).toBe(false);
    expect(
      within(screen.getByRole('region', { name: 'Book this venue' })).getByText('No time slots selected'),
    ).toBeTruthy();
  });
});
