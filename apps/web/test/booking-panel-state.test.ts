import type { VenuePageState } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookingPanelReducer,
  initialBookingPanelState,
  type BookingPanelState,
} from '@/features/venues/lib/booking-panel-state';
import { NO_SPLIT } from '@/lib/split-payment';

const venue = { sports: ['Tennis', 'Padel'] };
const saved: VenuePageState = {
  venueId: 7,
  selectedSport: 'Padel',
  selectedSlots: ['11:00', '10:00'],
  slotDetails: [],
  totalAmount: 70,
  bookingDate: '2026-11-25',
  selectedImageFilter: 'all',
  numberOfPeople: 3,
  inviteEmails: ['a@example.com'],
  splitPaymentEnabled: true,
};

const opened = (): BookingPanelState => initialBookingPanelState(venue, null, '2026-11-20');

describe('booking panel state', () => {
  it("opens on today with no sport chosen, or the venue's only sport", () => {
    expect(opened()).toEqual({
      sport: '',
      date: '2026-11-20',
      selectedTimes: [],
      restoreCheck: null,
      droppedTimes: [],
      split: NO_SPLIT,
      splitOpen: false,
      problem: null,
    });
    expect(initialBookingPanelState({ sports: ['Squash'] }, null, '2026-11-20').sport).toBe('Squash');
  });

  it("restores what 'Log In To Book' saved, with the restored times waiting for the server's check", () => {
    const state = initialBookingPanelState(venue, saved, '2026-11-20');
    expect(state).toMatchObject({
      sport: 'Padel',
      date: '2026-11-25',
      selectedTimes: ['11:00', '10:00'],
      restoreCheck: ['11:00', '10:00'],
    });
    // One e-mail per other person, the missing one left blank; the invites count as set up.
    expect(state.split).toEqual({
      enabled: true,
      numberOfPeople: 3,
      inviteEmails: ['a@example.com', ''],
      paymentLinkGenerated: true,
    });
    // A saved sport the venue no longer offers is not kept, nor an impossible split.
    expect(
      initialBookingPanelState(venue, { ...saved, selectedSport: 'Golf', numberOfPeople: 1 }, '2026-11-20'),
    ).toMatchObject({ sport: '', split: NO_SPLIT });
  });

  it('toggles slots and clears the message when one is chosen', () => {
    let state = bookingPanelReducer(
      { ...opened(), problem: 'Please select date, time slots, and sport before booking' },
      { type: 'slot-toggled', time: '10:00' },
    );
    state = bookingPanelReducer(state, { type: 'slot-toggled', time: '12:00' });
    expect(state.selectedTimes).toEqual(['10:00', '12:00']);
    expect(state.problem).toBeNull();
    expect(bookingPanelReducer(state, { type: 'slot-toggled', time: '10:00' }).selectedTimes).toEqual(['12:00']);
  });

  it('starts the choice again on another sport or day, keeping the split settings', () => {
    const split = { enabled: true, numberOfPeople: 2, inviteEmails: ['b@example.com'], paymentLinkGenerated: true };
    const busy: BookingPanelState = {
      ...opened(),
      sport: 'Tennis',
      selectedTimes: ['10:00'],
      restoreCheck: ['10:00'],
      droppedTimes: ['09:00'],
      problem: 'x',
      split,
    };
    for (const next of [
      bookingPanelReducer(busy, { type: 'date-chosen', date: '2026-11-21' }),
      bookingPanelReducer(busy, { type: 'sport-chosen', sport: 'Padel' }),
    ]) {
      expect(next).toMatchObject({ selectedTimes: [], restoreCheck: null, droppedTimes: [], problem: null, split });
    }
    expect(bookingPanelReducer(busy, { type: 'date-chosen', date: '2026-11-21' }).date).toBe('2026-11-21');
    expect(bookingPanelReducer(busy, { type: 'sport-chosen', sport: 'Padel' }).sport).toBe('Padel');
  });

  it('keeps the restored times the server still offers and lists the others', () => {
    const restored = initialBookingPanelState(venue, saved, '2026-11-20');
    const state = bookingPanelReducer(restored, {
      type: 'restore-checked',
      result: { kept: ['10:00'], dropped: ['11:00'] },
    });
    expect(state).toMatchObject({ selectedTimes: ['10:00'], restoreCheck: null, droppedTimes: ['11:00'] });
  });

  it('opening the split dialog clears the message; closing it keeps any', () => {
    const withProblem = { ...opened(), problem: 'x' };
    expect(bookingPanelReducer(withProblem, { type: 'split-dialog', open: true })).toMatchObject({
      splitOpen: true,
      problem: null,
    });
    expect(
      bookingPanelReducer({ ...withProblem, splitOpen: true }, { type: 'split-dialog', open: false }),
    ).toMatchObject({ splitOpen: false, problem: 'x' });
  });
});
