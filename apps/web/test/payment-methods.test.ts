// @vitest-environment jsdom
import { PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { brandName, cardSummary, defaultCardOf, expiryLabel, maskedNumber } from '@/lib/card-display';
import { EMPTY_CARD_FORM, toSandboxCardRequest, validateCardForm } from '@/lib/card-form';

const card = (id: number, isDefault: boolean): SavedPaymentMethod => ({
  id,
  stripePaymentMethodId: `pm_${id}`,
  last4: '4242',
  exp_month: 3,
  exp_year: 2031,
  cardholder_name: null,
  brand: 'visa',
  funding: 'credit',
  country: 'US',
  created: '2026-11-01T00:00:00.000Z',
  is_default: isDefault,
});

describe('saved card display', () => {
  it('shows brand, masked number and MM/YY expiry', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('newbrand')).toBe('Newbrand');
    expect(maskedNumber('4242')).toBe('•••• 4242');
    expect(expiryLabel(3, 2031)).toBe('03/31');
    expect(cardSummary(card(1, true))).toBe('Visa •••• 4242, expires 03/31');
  });

  it('takes the flagged card as default, else the first', () => {
    expect(defaultCardOf([card(1, false), card(2, true)])?.id).toBe(2);
    expect(defaultCardOf([card(1, false), card(2, false)])?.id).toBe(1);
    expect(defaultCardOf([])).toBeUndefined();
  });
});

describe('add-card form', () => {
  const now = new Date(2026, 10, 21);
  const filled = { ...EMPTY_CARD_FORM, number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };

  it('defaults the country to the United Kingdom', () => {
    expect(EMPTY_CARD_FORM.country).toBe('GB');
  });

  it('checks number, expiry and CVC in the provider words', () => {
    expect(validateCardForm(filled, now)).toEqual({});
    expect(validateCardForm({ ...filled, number: '4242' }, now)).toEqual({
      number: PAYMENT_MESSAGES.cardNumberInvalid,
    });
    expect(validateCardForm({ ...filled, expMonth: '' }, now)).toEqual({ expiry: PAYMENT_MESSAGES.cardExpiryInvalid });
    expect(validateCardForm({ ...filled, expMonth: '10', expYear: '2026' }, now)).toEqual({
      expiry: PAYMENT_MESSAGES.cardExpiryInvalid,
    });
    expect(validateCardForm({ ...filled, expMonth: '11', expYear: '2026' }, now)).toEqual({});
    expect(validateCardForm({ ...filled, cvc: '12' }, now)).toEqual({ cvc: PAYMENT_MESSAGES.cardCvcInvalid });
  });

  it('sends digits only and leaves blank billing fields out', () => {
    expect(toSandboxCardRequest(filled)).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: { address: { country: 'GB' } },
    });
    expect(
      toSandboxCardRequest({ ...filled, name: ' Jo Rivers ', city: 'Toronto', postalCode: 'M5V 2T6', country: 'CA' })
        .billing_details,
    ).toEqual({
      name: 'Jo Rivers',
      address: { city: 'Toronto', postal_code: 'M5V 2T6', country: 'CA' },
    });
  });
});
