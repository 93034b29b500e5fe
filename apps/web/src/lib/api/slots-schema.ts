// Loaded on demand by get-venue-slots.ts, so zod is not part of the venue page's first download.
export { slotsResponseSchema } from '@app/contracts';
