// @vitest-environment jsdom
import { ERROR_CODES, PAYMENT_MESSAGES, SPLIT_MESSAGES, type BookingDraft } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isRetryableWithSameKey, newIdempotencyKey } from '@/components/card-form/use-card-payment';
import { checkoutErrorText } from '@/features/booking/lib/checkout-errors';
import { payButtonState } from '@/features/booking/lib/pay-button';
import { buildProcessPaymentRequest } from '@/features/booking/lib/payment-request';
import {
  amountDuePence,
  NO_SPLIT,
  splitFromDraft,
  splitPaymentProblem,
  type CheckoutSplit,
} from '@/features/booking/lib/split';
import { validateSplit } from '@/lib/split-payment';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-client';

const split3: CheckoutSplit = {
  enabled: true,
  numberOfPeople: 3,
  inviteEmails: ['a@example.com', 'b@example.com'],
  paymentLinkGenerated: true,
};

describe('pay button', () => {
  const base = { totalPence: 8000, split: NO_SPLIT, loading: false, cardId: 4, mobileNumber: '07700 900123' };

  it('reads Confirm Booking with the total, or Pay Your Share with the organiser share when splitting', () => {
    expect(payButtonState(base)).toEqual({ label: 'Confirm Booking - £80.00', disabled: false });
    expect(payButtonState({ ...base, totalPence: 123456 }).label).toBe('Confirm Booking - £1,234.56');
    // £100.00 between 3: friends pay £33.33, the organiser £33.34.
    expect(payButtonState({ ...base, totalPence: 10000, split: split3 }).label).toBe('Pay Your Share - £33.34');
  });

  it('is disabled while loading, without a card, or without a mobile number', () => {
    expect(payButtonState({ ...base, loading: true }).disabled).toBe(true);
    expect(payButtonState({ ...base, cardId: null }).disabled).toBe(true);
    expect(payButtonState({ ...base, mobileNumber: '' }).disabled).toBe(true);
    expect(payButtonState({ ...base, mobileNumber: '   ' }).disabled).toBe(true);
  });

  it('stays enabled with split on but not configured: paying then says to send the invites first', () => {
    const unconfigured = { ...split3, paymentLinkGenerated: false };
    expect(payButtonState({ ...base, split: unconfigured }).disabled).toBe(false);
    expect(splitPaymentProblem(unconfigured)).toBe(SPLIT_MESSAGES.generateLinkFirst);
    expect(splitPaymentProblem(split3)).toBeNull();
    expect(splitPaymentProblem(NO_SPLIT)).toBeNull();
  });
});

describe('split shares', () => {
  it('charges the organiser share when splitting, the total otherwise', () => {
    expect(amountDuePence(10000, split3)).toBe(3334);
    expect(amountDuePence(10000, NO_SPLIT)).toBe(10000);
  });

  it('validates the split form with the spec texts', () => {
    expect(validateSplit(1, [])).toBe(SPLIT_MESSAGES.fillRequired);
    expect(validateSplit(21, [])).toBe(SPLIT_MESSAGES.fillRequired);
    expect(validateSplit(3, ['a@example.com', ' '])).toBe(SPLIT_MESSAGES.emailsForAll);
    expect(validateSplit(3, ['a@example.com', 'not-an-email'])).toBe(SPLIT_MESSAGES.validEmails);
    expect(validateSplit(3, ['a@example.com', 'b@example.co.uk'])).toBeNull();
  });

  it('starts from the venue page split settings carried in the draft', () => {
    expect(splitFromDraft({ splitPayment: undefined })).toEqual(NO_SPLIT);
    expect(
      splitFromDraft({
        splitPayment: { enabled: false, numberOfPeople: 4, inviteEmails: ['x@y.z'], paymentLinkGenerated: false },
      }),
    ).toEqual(NO_SPLIT);
    expect(
      splitFromDraft({
        splitPayment: {
          enabled: true,
          numberOfPeople: 3,
          inviteEmails: ['a@example.com', 'b@example.com'],
          paymentLinkGenerated: true,
        },
      }),
    ).toEqual(split3);
    expect(NO_SPLIT).toEqual({ enabled: false, numberOfPeople: 2, inviteEmails: [], paymentLinkGenerated: false });
  });
});

describe('process-payment request', () => {
  const draft = {
    venueId: 7,
    venueName: 'Battersea Park Racquet Club',
    sport: 'Tennis',
    date: '2026-11-25',
    timeSlots: ['10:00', '11:00'],
    slotDetails: [],
    startTime: '10:00',
    endTime: '12:00',
    pricePerHour: 33.33,
    duration: 2,
    totalAmount: 66.66,
    totalAmountPence: 6666,
    venueLocation: 'Battersea, London',
    venueAddress: '',
    hasSpecialPricing: false,
    priceBreakdown: [],
  } satisfies BookingDraft;

  it('sends pence, the booking context and the attempt key', () => {
    const body = buildProcessPaymentRequest({
      draft,
      cardId: 4,
      mobileNumber: ' 07700 900123 ',
      split: NO_SPLIT,
      idempotencyKey: 'key-12345678',
    });
    expect(body).toMatchObject({
      payment_method_id: 4,
      amount: 6666,
      currency: 'gbp',
      mobile_number: '07700 900123',
      idempotency_key: 'key-12345678',
      split_payment: { enabled: false },
      booking_context: {
        venue_id: 7,
        venue_name: 'Battersea Park Racquet Club',
        sport: 'Tennis',
        date: '2026-11-25',
        time_slots: ['10:00', '11:00'],
        total_amount: 66.66,
      },
    });
  });

  it('sends the organiser share and the split details when splitting', () => {
    const body = buildProcessPaymentRequest({
      draft,
      cardId: 4,
      mobileNumber: '07700900123',
      split: split3,
      idempotencyKey: 'key-12345678',
    });
    expect(body.amount).toBe(2222);
    expect(body.split_payment).toEqual({
      enabled: true,
      number_of_people: 3,
      share_per_person: 22.22,
      main_payer_share: 22.22,
      invite_emails: ['a@example.com', 'b@example.com'],
      payment_link_generated: true,
      is_main_payer: true,
    });
  });

  it('makes a new key per attempt', () => {
    const first = newIdempotencyKey();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('checkout error texts', () => {
  const api = (status: number, message: string, code = 'SOME_CODE') => new ApiError(status, message, code);

  it('shows the server message for card failures, verification and bad data', () => {
    expect(checkoutErrorText(api(402, PAYMENT_MESSAGES.declined, 'CARD_DECLINED'))).toBe(PAYMENT_MESSAGES.declined);
    expect(checkoutErrorText(api(403, PAYMENT_MESSAGES.verifyEmailFirst, 'FORBIDDEN'))).toBe(
      PAYMENT_MESSAGES.verifyEmailFirst,
    );
    expect(checkoutErrorText(api(400, PAYMENT_MESSAGES.priceChanged, 'PRICE_MISMATCH'))).toBe(
      PAYMENT_MESSAGES.priceChanged,
    );
    expect(checkoutErrorText(new ApiError(400, 'Request failed (400)', CLIENT_ERROR_CODES.HTTP))).toBe(
      PAYMENT_MESSAGES.invalidBookingData,
    );
  });

  it('maps 409, 500 and other statuses as the spec says', () => {
    expect(checkoutErrorText(api(409, 'anything', 'SLOT_UNAVAILABLE'))).toBe(
      'This booking slot is no longer available.',
    );
    expect(checkoutErrorText(api(409, PAYMENT_MESSAGES.refundedAfterFailure, 'BOOKING_NOT_CONFIRMED_REFUNDED'))).toBe(
      PAYMENT_MESSAGES.refundedAfterFailure,
    );
    expect(checkoutErrorText(api(409, PAYMENT_MESSAGES.checkoutAlreadyOpen, ERROR_CODES.CHECKOUT_ALREADY_OPEN))).toBe(
      PAYMENT_MESSAGES.checkoutAlreadyOpen,
    );
    expect(
      checkoutErrorText(api(429, PAYMENT_MESSAGES.tooManyOpenCheckouts, ERROR_CODES.TOO_MANY_OPEN_CHECKOUTS)),
    ).toBe(PAYMENT_MESSAGES.tooManyOpenCheckouts);
    expect(
      checkoutErrorText(api(429, PAYMENT_MESSAGES.tooManyAbandonedCheckouts, ERROR_CODES.TOO_MANY_OPEN_CHECKOUTS)),
    ).toBe(PAYMENT_MESSAGES.tooManyAbandonedCheckouts);
    expect(checkoutErrorText(api(500, 'Something went wrong', 'INTERNAL'))).toBe(
      'Server error occurred while creating booking. Please contact support.',
    );
    expect(checkoutErrorText(new ApiError(418, 'Request failed (418)', CLIENT_ERROR_CODES.HTTP))).toBe(
      'Booking creation failed (418)',
    );
    expect(checkoutErrorText(new Error('parse'))).toBe(PAYMENT_MESSAGES.unknownFailure);
  });

  it('keeps the attempt key only when the call got no answer', () => {
    expect(isRetryableWithSameKey(new ApiError(0, 'offline', CLIENT_ERROR_CODES.NETWORK))).toBe(true);
    expect(isRetryableWithSameKey(api(402, PAYMENT_MESSAGES.declined))).toBe(false);
    expect(checkoutErrorText(new ApiError(0, 'offline', CLIENT_ERROR_CODES.NETWORK))).toBe(
      PAYMENT_MESSAGES.unknownFailure,
    );
  });
});
