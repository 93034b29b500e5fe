// Loaded on demand by search-venues.ts, so zod is not part of the venue list's first download.
export { venueSearchResponseSchema } from '@app/contracts';
