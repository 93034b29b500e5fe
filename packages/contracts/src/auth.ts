import { z } from 'zod';
import { AUTH_MESSAGES as M } from './auth-messages';
import { REGISTER_PASSWORD_MIN, RESET_PASSWORD_MIN } from './limits';

export const ROLES = ['player', 'venue_owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const PREFERRED_CONTACT_METHODS = ['email', 'phone'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

/** The signed-in user as the browser keeps it (player.md §3 User; owner-admin.md §3 User). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  role: z.enum(ROLES),
  dateOfBirth: z.string().nullable(),
  favouriteSports: z.array(z.string()),
  marketingPreference: z.boolean(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
  businessName: z.string().nullable(),
  preferredContact: z.array(z.enum(PREFERRED_CONTACT_METHODS)),
  approved: z.boolean(),
  approvalDate: z.string().nullable(),
  approvalNotes: z.string().nullable(),
  emailVerified: z.boolean(),
  status: z.enum(['active', 'banned']),
  is_active: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Cleans an e-mail address as the venue-owner screen does (owner-admin.md §5): trimmed, zero-width
 * and non-printable characters removed, whitespace removed, lower-cased. Used for every account.
 */
export function cleanEmail(raw: string): string {
  return (
    raw
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
      .replace(/\s+/g, '')
      .toLowerCase()
  );
}

const email = z
  .string({ error: M.invalidEmail })
  .transform(cleanEmail)
  .pipe(z.email({ error: M.invalidEmail }).max(254, M.invalidEmail));

export const registerRequestSchema = z
  .strictObject({
    email,
    password: z
      .string({ error: M.registerPasswordTooShort })
      .min(REGISTER_PASSWORD_MIN, M.registerPasswordTooShort)
      .max(200),
    name: z.string({ error: M.registerRequiredFields }).trim().min(1, M.registerRequiredFields).max(120),
    role: z.enum(['player', 'customer', 'venue_owner']).default('player'),
    dateOfBirth: isoDate.optional(),
    favouriteSports: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    marketingPreference: z.boolean().default(false),
    // Venue-owner registration only (the spec's client did not send these; we keep them).
    businessName: z.string().trim().max(160).optional(),
    phone: z.string().trim().max(40).optional(),
    preferredContact: z.array(z.enum(PREFERRED_CONTACT_METHODS)).max(2).optional(),
    termsAccepted: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.termsAccepted === false)
      context.addIssue({ code: 'custom', path: ['termsAccepted'], message: M.acceptTerms });
    if (value.role === 'venue_owner') {
      if (!value.phone) context.addIssue({ code: 'custom', path: ['phone'], message: M.phoneRequired });
      if (!value.preferredContact?.length) {
        context.addIssue({ code: 'custom', path: ['preferredContact'], message: M.contactMethodRequired });
      }
    } else if (!value.dateOfBirth) {
      context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: M.registerRequiredFields });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const loginRequestSchema = z.strictObject({
  email: z.string({ error: M.invalidCredentials }).transform(cleanEmail),
  password: z.string({ error: M.invalidCredentials }).min(1, M.invalidCredentials).max(200),
});
export const loginResponseSchema = z.object({ success: z.literal(true), user: userSchema, token: z.string() });

export const tokenRequestSchema = z.strictObject({ token: z.string().max(200).optional() });
export const userResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export const verifyEmailResponseSchema = z.object({ success: z.literal(true), user: userSchema, message: z.string() });

export const emailRequestSchema = z.strictObject({
  email: z
    .string()
    .transform(cleanEmail)
    .pipe(z.email({ error: M.invalidEmail })),
});

export const checkResetTokenResponseSchema = z.object({ success: z.literal(true), valid: z.literal(true) });

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().max(200).optional(),
  new_password: z.string({ error: M.resetPasswordTooShort }).min(RESET_PASSWORD_MIN, M.resetPasswordTooShort).max(200),
});

/** Profile edits a user makes to their own account (player.md §7). */
export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name cannot be empty').max(120).optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  location: z.string().trim().max(160).nullable().optional(),
  preferredSports: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  favouriteSports: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  marketingPreference: z.boolean().optional(),
  dateOfBirth: isoDate.nullable().optional(),
  businessName: z.string().trim().max(160).nullable().optional(),
  // Admin decisions on a venue owner (owner-admin.md §7); only admins may send these.
  approved: z.boolean().optional(),
  approvalDate: z.string().max(40).nullable().optional(),
  approvalNotes: z.string().max(2000).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const deleteAccountRequestSchema = z.strictObject({
  confirm: z.union([z.literal(true), z.literal('DELETE')]).optional(),
});
export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  deleted: z.literal(true),
  message: z.string(),
});

/** `total` counts every match, so a paged list can say how many there are. */
export const usersListResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(userSchema),
  total: z.number().int(),
});

export const userStatusRequestSchema = z.strictObject({
  status: z.enum(['banned', 'active']),
  reason: z.string().trim().max(500).optional(),
});
