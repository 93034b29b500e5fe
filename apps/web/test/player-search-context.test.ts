import { describe, expect, it } from 'vitest';
import { bookAgainHref, nextSameWeekday } from '@/features/my-bookings/lib/book-again';
import { venueCardPrice, venueHref } from '@/features/venues/components/venue-card';
import { initialBookingPanelState, readPanelPreselection } from '@/features/venues/lib/booking-panel-state';

const venue = { sports: ['Tennis', 'Padel'] };
const TODAY = '2026-11-24'; // a Tuesday

const config = (sport: string, pricePerHourPence: number | null) => ({
  sport,
  pricePerHour: pricePerHourPence === null ? null : pricePerHourPence / 100,
  pricePerHourPence,
  courtCount: 1,
  images: [],
  description: '',
  facilities: [],
});

describe('the searched sport carries over to the venue page', () => {
  it('reads sport, date and hours from the link and ignores malformed parts', () => {
    expect(readPanelPreselection(new URLSearchParams('sport=Tennis&date=2026-11-27&slots=18:00,19:00'))).toEqual({
      sport: 'Tennis',
      date: '2026-11-27',
      slots: ['18:00', '19:00'],
    });
    expect(readPanelPreselection(new URLSearchParams('sport=%20&date=27/11/2026&slots=6pm,25:00'))).toEqual({
      sport: undefined,
      date: undefined,
      slots: undefined,
    });
  });

  it('opens the panel on the searched sport (any case) and date, with linked hours waiting for a fresh check', () => {
    const state = initialBookingPanelState(venue, null, TODAY, {
      sport: 'tennis',
      date: '2026-11-27',
      slots: ['18:00'],
    });
    expect(state).toMatchObject({
      sport: 'Tennis',
      date: '2026-11-27',
      selectedTimes: ['18:00'],
      restoreCheck: ['18:00'],
    });
  });

  it('ignores a sport the venue does not offer, a past date, and hours without a sport', () => {
    expect(
      initialBookingPanelState(venue, null, TODAY, { sport: 'Squash', date: '2026-11-01', slots: ['18:00'] }),
    ).toMatchObject({
      sport: '',
      date: TODAY,
      selectedTimes: [],
      restoreCheck: null,
    });
  });

  it('prefers the selection saved before login over the link', () => {
    const restored = {
      venueId: 7,
      selectedSport: 'Padel',
      selectedSlots: ['10:00'],
      slotDetails: [],
      totalAmount: 35,
      bookingDate: '2026-11-25',
      selectedImageFilter: 'all',
      numberOfPeople: 2,
      inviteEmails: [''],
      splitPaymentEnabled: false,
    };
    expect(initialBookingPanelState(venue, restored, TODAY, { sport: 'Tennis', slots: ['18:00'] })).toMatchObject({
      sport: 'Padel',
      date: '2026-11-25',
      selectedTimes: ['10:00'],
    });
  });
});

describe('venue cards with a sport searched', () => {
  const card = { sportConfigs: [config('Football', 2000), config('Tennis', 6500)], minPricePence: 2000 };

  it("shows the searched sport's price — the number the list sorts by — else the lowest price", () => {
    expect(venueCardPrice(card, 'Tennis')).toBe('Tennis from £65.00/hour');
    expect(venueCardPrice(card, '')).toBe('From £20.00/hour');
    expect(venueCardPrice(card, 'Squash')).toBe('From £20.00/hour');
    expect(venueCardPrice({ sportConfigs: [config('Tennis', null)], minPricePence: null }, 'Tennis')).toBe(
      'Tennis: price on request',
    );
    expect(venueCardPrice({ sportConfigs: [], minPricePence: null }, '')).toBe('Price on request');
  });

  it('links to the venue with the searched sport', () => {
    expect(venueHref(4, 'Table Tennis')).toBe('/venue/4?sport=Table+Tennis');
    expect(venueHref(4, '')).toBe('/venue/4');
  });
});

describe("'Book again' on a previous booking", () => {
  it('picks the same weekday on or after today', () => {
    expect(nextSameWeekday('2026-11-10', TODAY)).toBe('2026-11-24'); // a Tuesday: today
    expect(nextSameWeekday('2026-11-13', TODAY)).toBe('2026-11-27'); // a Friday
    expect(nextSameWeekday('2026-11-16', TODAY)).toBe('2026-11-30'); // a Monday: next week
  });

  it('links to the venue with the sport, that day and the same hours', () => {
    expect(
      bookAgainHref({ venueId: 3, sport: 'Tennis', date: '2026-11-13', timeSlots: ['18:00', '19:00'] }, TODAY),
    ).toBe('/venue/3?sport=Tennis&date=2026-11-27&slots=18%3A00%2C19%3A00');
    const params = new URL(
      `http://x${bookAgainHref({ venueId: 3, sport: 'Tennis', date: '2026-11-13', timeSlots: ['18:00', '19:00'] }, TODAY)}`,
    ).searchParams;
    expect(readPanelPreselection(params)).toEqual({ sport: 'Tennis', date: '2026-11-27', slots: ['18:00', '19:00'] });
  });
});
