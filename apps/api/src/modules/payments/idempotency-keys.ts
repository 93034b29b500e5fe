/*
 * Every idempotency key the ledger (payment-ledger.ts) records, one function per kind. A key names a
 * charge or refund for good: the provider and the ledger take it once, and a retry with the same key
 * answers the first attempt. So a key's format is part of the ledger's data: where a reader matches
 * keys (a share's earlier attempts) or two paths must meet on one key (a duplicate share's refund,
 * written by the payment and by its recovery), both use the function here, never a string of their own.
 */

type Amendment = { booking_id: number; id: number };
export type ShareKind = 'share' | 'balance';

export const IDEMPOTENCY_KEYS = {
  /** A booking's checkout charge (the organiser's card). */
  bookingCharge: (bookingId: number) => `booking-${bookingId}-charge`,
  /** The refund of a charge that succeeded for a booking that could no longer be confirmed. */
  unconfirmableRefund: (bookingId: number) => `booking-${bookingId}-auto-refund`,
  /** An edit's extra charge; also the prefix of the refunds when an edit costs less. */
  amendment: (amendment: Amendment) => `booking-${amendment.booking_id}-amend-${amendment.id}`,
  /** The refund of an edit's charge that arrived after the edit was undone. */
  amendmentLateRefund: (amendment: Amendment) => `booking-${amendment.booking_id}-amend-${amendment.id}-late-refund`,
  /** A friend's share or balance payment: with the client's key, or numbered by attempt. */
  shareAttempt: (participantId: number, kind: ShareKind, attempt: { clientKey: string } | { number: number }) =>
    'clientKey' in attempt
      ? `${shareAttemptPrefix(participantId, kind)}key-${attempt.clientKey}`
      : `${shareAttemptPrefix(participantId, kind)}${attempt.number}`,
  /** A share paid on a booking that was no longer payable, refunded at once (by the payment or its recovery). */
  duplicateShareRefund: (providerReference: string) => `refund-duplicate-${providerReference}`,
  /** The organiser's charge for a split's unpaid shares at the deadline, and its refund when it cannot stand. */
  splitBalance: (bookingId: number) => `booking-${bookingId}-balance`,
  splitBalanceRefund: (bookingId: number) => `booking-${bookingId}-balance-refund`,
  /** A charge the ledger holds for no booking it can keep, refunded by the scheduled repair. */
  orphanRefund: (chargeId: number) => `orphan-refund-${chargeId}`,
  /** The provider's customer for an account (the Stripe adapter creates it once). */
  customer: (userId: number) => `customer-${userId}`,
  /** The demo data's recorded charges and refunds (never sent to a provider). */
  demoCharge: (bookingId: number) => `demo-charge-${bookingId}`,
  demoRefund: (bookingId: number) => `demo-refund-${bookingId}`,
} as const;

/** The refunds spread over a booking's charges (spreadRefund): the prefix names the reason, one key per charge. */
export const REFUND_PREFIXES = {
  cancellationDecision: (requestId: number) => `cancellation-${requestId}`,
  closure: (bookingId: number) => `closure-${bookingId}`,
  splitCancelled: (bookingId: number) => `split-cancel-${bookingId}`,
  reconcileHeld: (bookingId: number, heldPence: number) => `reconcile-${bookingId}-held-${heldPence}`,
  amendment: (amendment: Amendment) => IDEMPOTENCY_KEYS.amendment(amendment),
} as const;

/** One charge's part of a spread refund. */
export const spreadRefundKey = (prefix: string, chargeId: number) => `${prefix}-refund-${chargeId}`;

/** The start every attempt of one friend's share or balance payment has (shareAttempt). */
export const shareAttemptPrefix = (participantId: number, kind: ShareKind) => `participant-${participantId}-${kind}-`;

/** Whether a recorded share attempt was made with this client key. */
export const isShareAttemptWithKey = (key: string, participantId: number, kind: ShareKind, clientKey: string) =>
  key === IDEMPOTENCY_KEYS.shareAttempt(participantId, kind, { clientKey });

/**
 * The checkout's charge key around the booking's id, for the statement that writes the charge's
 * pending row with the hold, before the id exists outside it (PostgreSQL, payment-repository.ts).
 */
export const BOOKING_CHARGE_KEY_PARTS = { before: 'booking-', after: '-charge' } as const;
