import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_FILTERS,
  bookingFilterQuery,
  filterProblem,
} from '@/features/venue-owner-dashboard/lib/booking-filters';
import { bookingsCsvFilename } from '@/features/venue-owner-dashboard/lib/bookings-csv-filename';
import {
  invalidPriceSports,
  isPriceModified,
  modifiedSports,
  pricingPatch,
  savedPriceText,
} from '@/features/venue-owner-dashboard/lib/price-edits';
import { paymentColour, paymentLabel } from '@/features/venue-owner-dashboard/lib/status-colours';
import { sampleOwnerVenue as venue } from './support/owner-venue';

describe('the Pricing tab’s unsaved changes', () => {
  it('shows the saved price with two decimals', () => {
    expect(savedPriceText(venue, 'Squash')).toBe('30.50');
    expect(savedPriceText(venue, 'Tennis')).toBe('');
  });

  it("marks a sport 'Modified' only when the typed price differs from the saved one", () => {
    expect(isPriceModified(venue, {}, 'Squash')).toBe(false);
    expect(isPriceModified(venue, { Squash: '30.5' }, 'Squash')).toBe(false);
    expect(isPriceModified(venue, { Squash: '31' }, 'Squash')).toBe(true);
    expect(modifiedSports(venue, { Squash: '31', Badminton: '28.00' })).toEqual(['Squash']);
  });

  it('sends only the changed prices, and refuses empty, zero or three-decimal prices', () => {
    expect(pricingPatch(venue, { Squash: ' 31 ', Badminton: '28' })).toEqual([{ sport: 'Squash', pricePerHour: '31' }]);
    expect(invalidPriceSports(venue, { Squash: '', Badminton: '0' })).toEqual(['Badminton', 'Squash']);
    expect(invalidPriceSports(venue, { Squash: '12.345' })).toEqual(['Squash']);
  });
});

describe('the Bookings tab', () => {
  it('sends the spec’s query names', () => {
    expect(bookingFilterQuery({ status: 'confirmed', dateFrom: '2026-11-01', dateTo: '', sport: 'Squash' })).toEqual({
      status: 'confirmed',
      date_from: '2026-11-01',
      date_to: '',
      sport: 'Squash',
    });
  });

  it('says when the dates are the wrong way round', () => {
    expect(filterProblem({ ...DEFAULT_BOOKING_FILTERS, dateFrom: '2026-11-10', dateTo: '2026-11-09' })).toMatch(
      /on or after/,
    );
    expect(filterProblem({ ...DEFAULT_BOOKING_FILTERS, dateFrom: '2026-11-10', dateTo: '2026-11-10' })).toBeNull();
  });

  it('names the CSV after the venue and the filters', () => {
    expect(bookingsCsvFilename('Camden Racquet Centre', DEFAULT_BOOKING_FILTERS, '2026-11-24')).toBe(
      'camden-racquet-centre-bookings-as-of-2026-11-24.csv',
    );
    expect(
      bookingsCsvFilename(
        'Café Courts & Co.',
        { status: 'cancellation_requested', sport: 'Table Tennis', dateFrom: '2026-11-01', dateTo: '' },
        '2026-11-24',
      ),
    ).toBe('cafe-courts-co-bookings-cancellation-requested-table-tennis-2026-11-01-to-end.csv');
    expect(bookingsCsvFilename('!!!', DEFAULT_BOOKING_FILTERS, '2026-11-24')).toBe(
      'venue-bookings-as-of-2026-11-24.csv',
    );
  });

  it('colours payment states as the spec lists them', () => {
    expect(['succeeded', 'pending', 'failed', 'partially_refunded', 'refunded', null].map(paymentColour)).toEqual([
      'green',
      'yellow',
      'red',
      'orange',
      'blue',
      'grey',
    ]);
    expect(paymentLabel('partially_refunded')).toBe('Partially refunded');
  });
});
