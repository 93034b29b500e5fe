import type { SavedPaymentMethod } from '@app/contracts';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa'; an unknown brand is shown as the provider wrote it, capitalised. */
export function brandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

/** Only the last four digits are ever known to the app. */
export function maskedNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** 3, 2031 → '03/31'. */
export function expiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The default card: the one flagged, else the first (player.md §3: with no flag the first is the default). */
export function defaultCardOf(cards: readonly SavedPaymentMethod[]): SavedPaymentMethod | undefined {
  return cards.find((card) => card.is_default) ?? cards[0];
}

/** 'Visa •••• 4242, expires 12/30' — how a card is named to screen readers and in lists. */
export function cardSummary(card: Pick<SavedPaymentMethod, 'brand' | 'last4' | 'exp_month' | 'exp_year'>): string {
  return `${brandName(card.brand)} ${maskedNumber(card.last4)}, expires ${expiryLabel(card.exp_month, card.exp_year)}`;
}
