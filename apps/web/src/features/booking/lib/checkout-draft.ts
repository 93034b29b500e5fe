import { bookingDraftSchema, PAYMENT_MESSAGES, type BookingDraft } from '@app/contracts';

/** The draft fields checkout cannot do without (player.md §5 Checkout). */
const REQUIRED_DRAFT_FIELDS = ['venueId', 'venueName', 'sport', 'date', 'totalAmount'] as const;

type DraftCheck = { ok: true; draft: BookingDraft } | { ok: false; message: string };

const incomplete: DraftCheck = { ok: false, message: PAYMENT_MESSAGES.incompleteDraft };

/**
 * Reads the draft the venue page left in sessionStorage ('bookingData'). Named required fields that are
 * missing are listed ('Missing required booking information: …'); anything else unusable (no draft,
 * broken JSON, no time slots, wrong shapes) is 'Booking information is incomplete'.
 */
export function checkBookingDraft(raw: string | null): DraftCheck {
  if (!raw) return incomplete;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return incomplete;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return incomplete;
  const record = value as Record<string, unknown>;
  const missing = REQUIRED_DRAFT_FIELDS.filter(
    (field) => record[field] === undefined || record[field] === null || record[field] === '',
  );
  if (missing.length > 0) return { ok: false, message: PAYMENT_MESSAGES.missingFields([...missing]) };
  const parsed = bookingDraftSchema.safeParse(value);
  if (!parsed.success || parsed.data.timeSlots.length === 0 || parsed.data.totalAmountPence <= 0) return incomplete;
  return { ok: true, draft: parsed.data };
}
