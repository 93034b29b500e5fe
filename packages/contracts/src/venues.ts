import { z } from 'zod';

/**
 * A venue as players read it (player.md §3). Prices are integer pence inside; `pricePerHour` is the
 * spec's pounds figure for display, `pricePerHourPence` the exact amount.
 */
export const sportConfigSchema = z.object({
  sport: z.string(),
  pricePerHour: z.number().nullable(),
  pricePerHourPence: z.number().int().nullable(),
  courtCount: z.number().int().min(1),
  images: z.array(z.string()),
  description: z.string(),
  facilities: z.array(z.string()),
});
export type SportConfig = z.infer<typeof sportConfigSchema>;

export const venueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sports: z.array(z.string()),
  images: z.array(z.string()),
  facilities: z.array(z.string()),
  approved: z.boolean(),
  ownerId: z.number().int().nullable(),
  sportConfigs: z.array(sportConfigSchema),
  /** Lowest sport price in pence; null when no sport has a price ('Price on request'). */
  minPricePence: z.number().int().nullable(),
  createdAt: z.string(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

export const venueListResponseSchema = z.object({
  success: z.literal(true),
  venues: z.array(venueSummarySchema),
  total: z.number().int(),
});
export type VenueListResponse = z.infer<typeof venueListResponseSchema>;
