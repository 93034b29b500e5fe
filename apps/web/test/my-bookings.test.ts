// @vitest-environment jsdom
import { PAYMENT_MESSAGES, type PlayerBooking, type Slot } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  AMEND_HOURS,
  amendGrid,
  amendHours,
  normaliseSlots,
  slotDiff,
  slotsChanged,
} from '@/features/my-bookings/lib/amend-slots';
import {
  amendFailureText,
  cancellationFailureText,
  priceDifferenceText,
} from '@/features/my-bookings/lib/booking-notices';
import { bookingActions, groupBookings, listStatusOf } from '@/features/my-bookings/lib/booking-groups';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';

const TODAY = '2026-11-21';

function booking(id: number, code: string, extra: Partial<PlayerBooking> = {}): PlayerBooking {
  return {
    id,
    code: `SB-${String(id).padStart(6, '2')}`,
    userId: 1,
    venueId: 7,
    venue: { name: 'Battersea Park Racquet Club', location: 'Battersea, London', address: '' },
    date: '2026-11-25',
    sport: 'Tennis',
    timeSlots: ['10:00', '11:00'],
    startsAt: '2026-11-25T10:00:00.000Z',
    endsAt: '2026-11-25T12:00:00.000Z',
    totalAmount: 80,
    totalAmountPence: 8000,
    status: 'confirmed',
    paymentStatus: 'succeeded',
    mobileNumber: '07700900123',
    createdAt: '2026-11-20T10:00:00.000Z',
    confirmedAt: '2026-11-20T10:00:00.000Z',
    paymentIntentId: 'pi_1',
    refundedAmount: 0,
    displayStatus: {
      code,
      label: code,
      description: '',
      color: 'green',
      canCancel: code === 'confirmed',
      canAmend: code === 'confirmed',
    },
    cancellationRequest: null,
    review: null,
    canReview: false,
    split: null,
    ...extra,
  };
}

describe('upcoming and previous bookings', () => {
  it('sorts by displayStatus.code: confirmed, pending, cancellation requests and unknown codes are upcoming', () => {
    const list = [
      booking(1, 'confirmed'),
      booking(2, 'pending'),
      booking(3, 'cancellation_requested'),
      booking(4, 'rejected'),
      booking(5, 'cancelled'),
      booking(6, 'completed', { date: '2026-11-01' }),
      booking(7, 'something_new'),
    ];
    const groups = groupBookings(list, TODAY);
    expect(groups.upcoming.map((entry) => entry.id).sort()).toEqual([1, 2, 3, 4, 7]);
    expect(groups.previous.map((entry) => entry.id).sort()).toEqual([5, 6]);
    expect(listStatusOf(list[2]!, TODAY)).toBe('cancellation_requested');
    expect(listStatusOf(list[3]!, TODAY)).toBe('upcoming');
  });

  it('falls back to the stored status and the date without a display status', () => {
    const bare = (status: string, date: string) => ({ status, date, displayStatus: null });
    expect(listStatusOf(bare('cancelled', '2026-12-01'), TODAY)).toBe('cancelled');
    expect(listStatusOf(bare('completed', '2026-12-01'), TODAY)).toBe('completed');
    expect(listStatusOf(bare('confirmed', '2026-11-20'), TODAY)).toBe('completed');
    expect(listStatusOf(bare('confirmed', TODAY), TODAY)).toBe('upcoming');
  });

  it('orders upcoming soonest first and previous most recent first', () => {
    const groups = groupBookings(
      [
        booking(1, 'confirmed', { date: '2026-12-05' }),
        booking(2, 'confirmed', { date: '2026-11-22' }),
        booking(3, 'completed', { date: '2026-10-01' }),
        booking(4, 'cancelled', { date: '2026-11-10' }),
      ],
      TODAY,
    );
    expect(groups.upcoming.map((entry) => entry.id)).toEqual([2, 1]);
    expect(groups.previous.map((entry) => entry.id)).toEqual([4, 3]);
  });

  it('offers Cancel and Amend only as displayStatus allows, and never for cancelled or completed bookings', () => {
    expect(bookingActions(booking(1, 'confirmed'), TODAY)).toEqual({ canCancel: true, canAmend: true });
    expect(bookingActions(booking(2, 'cancellation_requested'), TODAY)).toEqual({ canCancel: false, canAmend: false });
    const odd = booking(3, 'cancelled');
    odd.displayStatus = { ...odd.displayStatus, canCancel: true, canAmend: true };
    expect(bookingActions(odd, TODAY)).toEqual({ canCancel: false, canAmend: false });
  });
});

function slot(
  time: string,
  available: boolean,
  reason: Slot['unavailableReason'] = null,
  pricePence: number | null = 4000,
): Slot {
  return {
    time,
    endTime: `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    available,
    price: pricePence === null ? null : pricePence / 100,
    pricePence,
    priceLabel: '',
    isSpecial: false,
    notes: '',
    unavailableReason: available ? null : reason,
    courtCount: 1,
    courtsLeft: available ? 1 : 0,
  };
}

describe('amend popup', () => {
  it('detects a change only when the set of hours differs', () => {
    expect(slotsChanged(['10:00', '11:00'], ['11:00', '10:00'])).toBe(false);
    expect(slotsChanged(['10:00', '11:00'], ['10:00', '11:00', '11:00'])).toBe(false);
    expect(slotsChanged(['10:00', '11:00'], ['10:00'])).toBe(true);
    expect(slotsChanged(['10:00', '11:00'], ['10:00', '12:00'])).toBe(true);
    expect(slotsChanged(['10:00'], ['10:00', '11:00'])).toBe(true);
    expect(slotDiff(['10:00', '11:00'], ['11:00', '12:00'])).toEqual({ added: ['12:00'], removed: ['10:00'] });
    expect(normaliseSlots(['12:00', '09:00', '12:00'])).toEqual(['09:00', '12:00']);
  });

  it('lists 08:00 to 21:00 with the booking own hours selected and the API states for the rest', () => {
    expect(AMEND_HOURS).toHaveLength(14);
    expect(AMEND_HOURS[0]).toBe('08:00');
    expect(AMEND_HOURS.at(-1)).toBe('21:00');
    const slots = [
      slot('09:00', true),
      slot('10:00', false, 'booked'), // this booking's own hour, as the API reports it
      slot('11:00', false, 'booked'),
      slot('12:00', false, 'break'),
      slot('13:00', false, 'blocked'),
      slot('14:00', false, 'booked'), // someone else's
      slot('15:00', false, 'closed'),
      slot('16:00', false, 'past'),
      slot('17:00', true, null, null), // no price: cannot be added
    ];
    const states = Object.fromEntries(
      amendGrid(slots, ['10:00', '11:00'], ['10:00', '11:00']).map((hour) => [hour.time, hour.state]),
    );
    expect(states).toMatchObject({
      '08:00': 'closed',
      '09:00': 'available',
      '10:00': 'selected',
      '11:00': 'selected',
      '12:00': 'break',
      '13:00': 'blocked',
      '14:00': 'booked',
      '15:00': 'closed',
      '16:00': 'closed',
      '17:00': 'closed',
    });
    const changed = Object.fromEntries(
      amendGrid(slots, ['10:00', '11:00'], ['11:00', '09:00']).map((hour) => [hour.time, hour.state]),
    );
    expect(changed).toMatchObject({ '09:00': 'selected', '10:00': 'available', '11:00': 'selected' });
  });

  it("lists the venue's early and late hours when its day is longer than 08:00–22:00", () => {
    const slots = [slot('06:00', true), slot('07:00', false, 'booked'), slot('22:00', true)];
    expect(amendHours(slots, ['07:00'])).toEqual(['06:00', '07:00', ...AMEND_HOURS, '22:00']);
    const states = Object.fromEntries(amendGrid(slots, ['07:00'], ['07:00']).map((hour) => [hour.time, hour.state]));
    expect(states).toMatchObject({
      '06:00': 'available',
      '07:00': 'selected',
      '08:00': 'closed',
      '22:00': 'available',
    });
  });

  it('words the notices as the spec does', () => {
    expect(amendFailureText(new ApiError(409, PAYMENT_MESSAGES.slotTaken, 'SLOT_UNAVAILABLE'))).toBe(
      'Failed to update booking: This booking slot is no longer available.',
    );
    expect(amendFailureText(new ApiError(0, 'offline', CLIENT_ERROR_CODES.NETWORK))).toBe(
      'Failed to update booking. Please try again.',
    );
    expect(cancellationFailureText(new ApiError(409, PAYMENT_MESSAGES.cannotCancel, 'CANNOT_CANCEL'))).toBe(
      'Failed to submit cancellation request: This booking can no longer be cancelled online.',
    );
    expect(cancellationFailureText(new ApiError(500, 'Request failed (500)', CLIENT_ERROR_CODES.HTTP))).toBe(
      'Failed to submit cancellation request: Unknown error',
    );
    expect(cancellationFailureText(new ApiError(0, 'offline', CLIENT_ERROR_CODES.NETWORK))).toBe(
      'Failed to submit cancellation request. Please try again or contact support.',
    );
    expect(priceDifferenceText({ amountPence: 4000, direction: 'charged' })).toBe(
      '£40.00 was charged to your card for the extra time.',
    );
    expect(priceDifferenceText({ amountPence: 2550, direction: 'refunded' })).toMatch(/^£25\.50 will be refunded/);
    expect(priceDifferenceText({ amountPence: 0, direction: 'none' })).toBeUndefined();
  });
});
