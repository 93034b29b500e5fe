import { FRONT_DESK_MESSAGES as FM, type FrontDeskBooking } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { deskCourtsLabel, deskPaymentLabel } from '@/features/venue-owner-dashboard/components/desk-booking-dialog';
import {
  emptyManualBooking,
  manualBookingBody,
  toggleHour,
} from '@/features/venue-owner-dashboard/lib/manual-booking-draft';

const draft = emptyManualBooking({ sport: 'Padel', date: '2026-12-01', times: ['18:00', '19:00'], name: 'Will' });

describe('a desk booking as the owner types it', () => {
  it('keeps hours in order as they are picked and unpicked', () => {
    expect(toggleHour(['19:00'], '07:00')).toEqual(['07:00', '19:00']);
    expect(toggleHour(['07:00', '19:00'], '07:00')).toEqual(['19:00']);
  });

  it('asks for what the API would refuse, with its words', () => {
    expect(manualBookingBody({ ...draft, times: [] }, 8000)).toEqual({
      ok: false,
      problem: 'Please choose at least one time slot',
    });
    expect(manualBookingBody({ ...draft, name: ' ' }, 8000)).toEqual({ ok: false, problem: FM.customerNameRequired });
    expect(manualBookingBody(draft, 8000)).toEqual({ ok: false, problem: FM.customerContactRequired });
    const reachable = { ...draft, phone: '07700 900456' };
    expect(manualBookingBody({ ...reachable, price: '0' }, 8000)).toEqual({ ok: false, problem: FM.pricePenceInvalid });
    expect(manualBookingBody({ ...reachable, price: '12.345' }, 8000)).toEqual({
      ok: false,
      problem: FM.pricePenceInvalid,
    });
    expect(manualBookingBody({ ...reachable, price: '60' }, 8000)).toEqual({
      ok: false,
      problem: FM.priceReasonRequired('£80.00'),
    });
  });

  it("sends the venue's price by leaving it out, and a changed one with its reason, in pence", () => {
    const reachable = { ...draft, phone: ' 07700 900456 ', email: '' };
    expect(manualBookingBody(reachable, 8000)).toEqual({
      ok: true,
      body: {
        sport: 'Padel',
        date: '2026-12-01',
        timeSlots: ['18:00', '19:00'],
        customer: { name: 'Will', phone: '07700 900456' },
        payment: 'paid_at_venue',
      },
    });
    // The same price typed out is no change.
    expect(manualBookingBody({ ...reachable, price: '80.00' }, 8000)).toMatchObject({ ok: true });
    expect(
      manualBookingBody(
        { ...reachable, price: '60.50', priceReason: ' League night ', courtId: 7, payment: 'unpaid' },
        8000,
      ),
    ).toEqual({
      ok: true,
      body: {
        sport: 'Padel',
        date: '2026-12-01',
        timeSlots: ['18:00', '19:00'],
        courtId: 7,
        customer: { name: 'Will', phone: '07700 900456' },
        payment: 'unpaid',
        pricePence: 6050,
        priceReason: 'League night',
      },
    });
  });
});

describe('a booking at the desk', () => {
  const booking: FrontDeskBooking = {
    id: 5,
    code: 'SB-7K3Q9X',
    source: 'manual',
    status: 'confirmed',
    sport: 'Padel',
    date: '2026-12-01',
    timeSlots: ['18:00', '19:00'],
    startsAt: '2026-12-01T18:00:00.000Z',
    courts: [
      { time: '18:00', courtId: 1, name: 'Court 1' },
      { time: '19:00', courtId: 1, name: 'Court 1' },
    ],
    customer: { name: 'Will', email: null, phone: '07700 900456' },
    totalAmountPence: 8000,
    venuePayment: 'unpaid',
    paidAtVenueAt: null,
    noShow: false,
    note: null,
    priceReason: null,
    cancellationRequest: null,
    refundablePence: 0,
  };

  it('says how it is paid', () => {
    expect(deskPaymentLabel(booking)).toBe('To pay on arrival');
    expect(deskPaymentLabel({ ...booking, paidAtVenueAt: '2026-12-01T18:01:00Z' })).toBe('Paid at the venue');
    expect(deskPaymentLabel({ ...booking, source: 'online', venuePayment: null })).toBe('Paid online');
  });

  it('names one court, or each hour with its court when it changes', () => {
    expect(deskCourtsLabel(booking)).toBe('Court 1');
    expect(
      deskCourtsLabel({
        ...booking,
        courts: [
          { time: '18:00', courtId: 1, name: 'Court 1' },
          { time: '19:00', courtId: 2, name: 'Centre Court' },
        ],
      }),
    ).toBe('18:00 Court 1, 19:00 Centre Court');
  });
});
