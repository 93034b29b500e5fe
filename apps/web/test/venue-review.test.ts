import { describe, expect, it } from 'vitest';
import { sportLine, weekLines } from '@/features/admin-dashboard/lib/venue-review-summary';
import { reviewedChanges } from '@/features/venue-owner-dashboard/lib/reviewed-change';

describe("the admin's approval card", () => {
  const day = (dayOfWeek: number, isOpen: boolean, openTime = '06:00', closeTime = '23:00', breaks = true) => ({
    id: dayOfWeek,
    venueId: 1,
    dayOfWeek,
    isOpen,
    openTime,
    closeTime,
    breakTimes: breaks ? [{ start: '12:00', end: '13:00', reason: 'Lunch Break' }] : [],
  });

  it('writes the week Monday first, consecutive days alike on one line', () => {
    const week = [
      day(0, false),
      day(1, true),
      day(2, true),
      day(3, true),
      day(4, true),
      day(5, true),
      day(6, true, '07:00', '24:00', false),
    ];
    expect(weekLines(week)).toEqual([
      { days: 'Mon–Fri', hours: '06:00 - 23:00 (Lunch Break 12:00 - 13:00)' },
      { days: 'Sat', hours: '07:00 - 24:00' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(weekLines([])).toEqual([{ days: 'Mon–Sun', hours: 'Closed' }]);
  });

  it('writes a sport with its price and courts', () => {
    expect(sportLine({ sport: 'Padel', pricePerHourPence: 3250, courtCount: 2 })).toBe('Padel £32.50/hr · 2 courts');
    expect(sportLine({ sport: 'Tennis', pricePerHourPence: 3000, courtCount: 1 })).toBe('Tennis £30.00/hr · 1 court');
  });
});

describe("a live venue's change under review", () => {
  const live = { approved: true, name: 'Camden Courts', location: 'Camden, London', address: '1 Test Street' };

  it('lists each new name, location or address of a live venue, old → new', () => {
    expect(
      reviewedChanges(live, { name: 'Canal Courts', location: 'Camden, London', address: '2 Canal Street' }),
    ).toEqual([
      { field: 'name', label: 'Name', from: 'Camden Courts', to: 'Canal Courts' },
      { field: 'address', label: 'Address', from: '1 Test Street', to: '2 Canal Street' },
    ]);
  });

  it('has nothing to review for unchanged fields or a venue awaiting approval', () => {
    expect(reviewedChanges(live, { name: ' Camden Courts ' })).toEqual([]);
    expect(reviewedChanges({ ...live, approved: false }, { name: 'Canal Courts' })).toEqual([]);
  });
});
