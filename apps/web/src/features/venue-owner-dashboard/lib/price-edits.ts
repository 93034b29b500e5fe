import { penceToPoundsString, priceInputToPence, type OwnerVenue } from '@app/contracts';

/** Prices as typed in the Pricing tab, per sport; a sport not in here is unchanged. */
export type PriceEdits = Readonly<Record<string, string>>;

/** The saved price of a sport in pounds as the input shows it ('25.00'), '' when it has none. */
export function savedPriceText(venue: OwnerVenue, sport: string): string {
  const pence = venue.sportConfigs.find((config) => config.sport === sport)?.pricePerHourPence ?? null;
  return pence === null ? '' : penceToPoundsString(pence);
}

/** A typed price differs from the saved one (compared in pence, so '25' and '25.00' are the same). */
export function isPriceModified(venue: OwnerVenue, edits: PriceEdits, sport: string): boolean {
  const typed = edits[sport];
  if (typed === undefined) return false;
  const saved = venue.sportConfigs.find((config) => config.sport === sport)?.pricePerHourPence ?? null;
  return priceInputToPence(typed) !== saved;
}

export function modifiedSports(venue: OwnerVenue, edits: PriceEdits): string[] {
  return venue.sports.filter((sport) => isPriceModified(venue, edits, sport));
}

/** Sports whose typed price is not a valid price (the spec's 'empty or invalid becomes 0' is refused, not sent). */
export function invalidPriceSports(venue: OwnerVenue, edits: PriceEdits): string[] {
  return modifiedSports(venue, edits).filter((sport) => priceInputToPence(edits[sport]) === null);
}

/** The PATCH body's sportConfigs: the changed prices only, in pounds as typed. */
export function pricingPatch(venue: OwnerVenue, edits: PriceEdits): { sport: string; pricePerHour: string }[] {
  return modifiedSports(venue, edits).map((sport) => ({ sport, pricePerHour: edits[sport]!.trim() }));
}
