// Apart from booking-draft.ts's schemas, so the venue page's booking panel and split dialog use them without loading zod (docs/decisions/0035).
export const SPLIT_MESSAGES = {
  emailsForAll: 'Please provide email addresses for all participants',
  validEmails: 'Please provide valid email addresses',
  generateLinkFirst: 'Please generate payment link for your friends first',
  fillRequired: 'Please fill in all required fields',
  tooLate: 'Split payments are not available for bookings starting within 4 hours.',
} as const;

/** Each email must look like x@y.z (player.md §5). */
export const SPLIT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
