// Apart from venues.ts's schemas, so the venue list reads it without loading zod (docs/decisions/0032).
export const VENUE_SORTS = ['name', 'price'] as const;
