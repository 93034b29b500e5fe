// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { postLoginDestination, venueIdFromPageState } from '@/lib/auth/post-login-destination';

const pageState = (venueId: unknown) => JSON.stringify({ venueId, selectedSport: 'Tennis', selectedSlots: ['18:00'] });

describe('postLoginDestination', () => {
  it('sends players to /dashboard without saved venue state', () => {
    expect(postLoginDestination({ role: 'player' }, null)).toBe('/dashboard');
    expect(postLoginDestination({ role: 'admin' }, null)).toBe('/dashboard');
  });

  it('returns a guest who started booking to that venue', () => {
    expect(postLoginDestination({ role: 'player' }, pageState(12))).toBe('/venue/12');
    expect(postLoginDestination({ role: 'player' }, pageState('abc 1'))).toBe('/venue/abc%201');
  });

  it('sends venue owners to their dashboard regardless', () => {
    expect(postLoginDestination({ role: 'venue_owner' }, null)).toBe('/venue-dashboard');
    expect(postLoginDestination({ role: 'venue_owner' }, pageState(12))).toBe('/venue-dashboard');
  });

  it('ignores unusable saved state', () => {
    for (const raw of [
      '',
      '{oops',
      'null',
      '42',
      pageState(null),
      pageState(''),
      pageState({ id: 1 }),
      pageState(Number.NaN),
    ]) {
      expect(postLoginDestination({ role: 'player' }, raw)).toBe('/dashboard');
    }
    expect(venueIdFromPageState(pageState(' 7 '))).toBe('7');
  });

  it('takes a player who verified mid-booking back to that booking, after a booking saved by Log In To Book', () => {
    const pending = '/venue/4?sport=Tennis&date=2026-11-27&slots=18%3A00#book';
    expect(postLoginDestination({ role: 'player' }, null, pending)).toBe(pending);
    expect(postLoginDestination({ role: 'player' }, pageState(12), pending)).toBe('/venue/12');
    expect(postLoginDestination({ role: 'venue_owner' }, null, pending)).toBe('/venue-dashboard');
  });
});
