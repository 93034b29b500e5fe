// Loaded on demand by get-venue.ts, so zod is not part of the venue page's first download.
export { venueDetailResponseSchema } from '@app/contracts';
