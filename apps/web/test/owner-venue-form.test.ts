import { VENUE_MESSAGES as M } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { addName, toggleName } from '@/features/venue-owner-dashboard/lib/name-list';
import { reviewPreview } from '@/features/venue-owner-dashboard/lib/review-images';
import { sampleOwnerVenue as venue } from './support/owner-venue';
import {
  addSport,
  createBody,
  draftFromVenue,
  draftImages,
  draftProblems,
  editBody,
  EMPTY_DRAFT,
  removeSport,
  resizeCourts,
  updateSport,
} from '@/features/venue-owner-dashboard/lib/venue-draft';

describe('sports and facilities typed by the owner', () => {
  it('ignores blanks and repeats in any case, and trims what is added', () => {
    expect(addName(['Tennis'], '   ')).toEqual(['Tennis']);
    expect(addName(['Tennis'], 'tennis')).toEqual(['Tennis']);
    expect(addName(['Tennis'], '  Padel  ')).toEqual(['Tennis', 'Padel']);
  });

  it('a chip toggles its sport on and off', () => {
    expect(toggleName(['Tennis'], 'Squash')).toEqual(['Tennis', 'Squash']);
    expect(toggleName(['Tennis', 'Squash'], 'squash')).toEqual(['Tennis']);
  });

  it('a new sport costs £25 an hour, with one court and no photos yet', () => {
    const draft = addSport(EMPTY_DRAFT, 'Padel');
    expect(draft.sports).toEqual(['Padel']);
    expect(draft.sportConfigs.Padel).toEqual({ price: '25', images: [], courtNames: ['Court 1'] });
    expect(addSport(draft, 'padel')).toBe(draft);
    expect(removeSport(draft, 'Padel').sportConfigs).toEqual({});
  });
});

describe('the venue form rules (shared with the API)', () => {
  it('asks for the required fields first', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual([M.requiredFields]);
  });

  it('names the sports without photos and the sports without a valid price', () => {
    let draft = {
      ...addSport(addSport(EMPTY_DRAFT, 'Tennis'), 'Squash'),
      name: 'N',
      description: 'D',
      location: 'L',
      address: 'A',
    };
    draft = updateSport(draft, 'Squash', { price: '0', images: ['data:image/png;base64,AAAA'] });
    expect(draftProblems(draft)).toEqual([M.imagesMissing(['Tennis']), M.pricesInvalid(['Squash'])]);
    draft = updateSport(draft, 'Squash', { price: '12.345' });
    expect(draftProblems(draft)).toContain(M.pricesInvalid(['Squash']));
    draft = updateSport(updateSport(draft, 'Squash', { price: '12.34' }), 'Tennis', {
      images: ['data:image/png;base64,AAAA'],
    });
    expect(draftProblems(draft)).toEqual([]);
  });

  it('creates with every field, prices as typed in pounds, and never an owner id', () => {
    const draft = updateSport(
      { ...addSport(EMPTY_DRAFT, 'Tennis'), name: ' Court ', description: 'D', location: 'Leeds', address: 'A' },
      'Tennis',
      { images: ['x'], courtNames: resizeCourts(['Centre Court'], 3) },
    );
    expect(createBody(draft)).toEqual({
      name: 'Court',
      description: 'D',
      location: 'Leeds',
      address: 'A',
      sports: ['Tennis'],
      facilities: [],
      sportConfigs: [
        {
          sport: 'Tennis',
          pricePerHour: '25',
          images: ['x'],
          courts: [{ name: 'Centre Court' }, { name: 'Court 2' }, { name: 'Court 3' }],
        },
      ],
    });
    expect(createBody(draft)).not.toHaveProperty('ownerId');
  });

  it('an edit sends only what changed', () => {
    const draft = draftFromVenue(venue);
    expect(editBody(venue, draft)).toEqual({});
    expect(editBody(venue, { ...draft, description: 'Brand new floors' })).toEqual({ description: 'Brand new floors' });
    // '30.50' and '30.5' are the same price.
    expect(editBody(venue, updateSport(draft, 'Squash', { price: '30.5' }))).toEqual({});
    expect(editBody(venue, updateSport(draft, 'Squash', { price: '32' }))).toEqual({
      sportConfigs: [{ sport: 'Squash', pricePerHour: '32' }],
    });
    const withPadel = updateSport(addSport(draft, 'Padel'), 'Padel', { images: ['new'] });
    expect(editBody(venue, withPadel)).toEqual({
      sports: ['Badminton', 'Squash', 'Padel'],
      sportConfigs: [{ sport: 'Padel', pricePerHour: '25', images: ['new'], courts: [{ name: 'Court 1' }] }],
    });
  });
});

describe('court names', () => {
  it("come from the venue, court 1 first, and a renamed court is sent with all its sport's names", () => {
    const draft = draftFromVenue(venue);
    expect(draft.sportConfigs.Squash!.courtNames).toEqual(['Glass Court', 'Court 2']);
    const renamed = updateSport(draft, 'Squash', { courtNames: ['Glass Court', 'Show Court'] });
    expect(editBody(venue, renamed)).toEqual({
      sportConfigs: [{ sport: 'Squash', courts: [{ name: 'Glass Court' }, { name: 'Show Court' }] }],
    });
  });

  it('grow with the next unused "Court N" and shrink from the end', () => {
    expect(resizeCourts(['Centre Court', 'Court 3'], 4)).toEqual(['Centre Court', 'Court 3', 'Court 4', 'Court 5']);
    expect(resizeCourts(['A', 'B', 'C'], 1)).toEqual(['A']);
  });

  it('must each have a name, all different', () => {
    const draft = {
      ...updateSport(addSport(EMPTY_DRAFT, 'Padel'), 'Padel', { images: ['x'], courtNames: ['Pista 1', ' pista 1 '] }),
      name: 'N',
      description: 'D',
      location: 'L',
      address: 'A',
    };
    expect(draftProblems(draft)).toEqual([M.courtNamesRepeated('Padel', 'pista 1')]);
    expect(draftProblems(updateSport(draft, 'Padel', { courtNames: ['Pista 1', '  '] }))).toEqual([
      M.courtNameRequired('Padel'),
    ]);
  });
});

describe('the review step', () => {
  it('shows four images and counts the rest', () => {
    expect(reviewPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(reviewPreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
  });

  it('lists the photos sport by sport', () => {
    expect(draftImages(draftFromVenue(venue))).toEqual(['/media/a.webp', '/media/b.webp']);
  });
});
