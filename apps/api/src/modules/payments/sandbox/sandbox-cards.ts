/**
 * The card provider's published test numbers and how each behaves in the sandbox
 * (contract.md, Sandbox payments). Any other number is refused, as the provider's test mode does.
 */
export type CardBehaviour =
  'succeed' | 'authenticate' | 'decline' | 'insufficient_funds' | 'expired_card' | 'processing_error';

export interface TestCard {
  behaviour: CardBehaviour;
  brand: string;
  funding: 'credit' | 'debit';
  country: string;
}

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { behaviour: 'succeed', brand: 'visa', funding: 'credit', country: 'US' },
  '4000056655665556': { behaviour: 'succeed', brand: 'visa', funding: 'debit', country: 'US' },
  '4000008260000000': { behaviour: 'succeed', brand: 'visa', funding: 'credit', country: 'GB' },
  '5555555555554444': { behaviour: 'succeed', brand: 'mastercard', funding: 'credit', country: 'US' },
  '378282246310005': { behaviour: 'succeed', brand: 'amex', funding: 'credit', country: 'US' },
  '4000002500003155': { behaviour: 'authenticate', brand: 'visa', funding: 'credit', country: 'US' },
  '4000000000000002': { behaviour: 'decline', brand: 'visa', funding: 'credit', country: 'US' },
  '4000000000009995': { behaviour: 'insufficient_funds', brand: 'visa', funding: 'credit', country: 'US' },
  '4000000000000069': { behaviour: 'expired_card', brand: 'visa', funding: 'credit', country: 'US' },
  '4000000000000119': { behaviour: 'processing_error', brand: 'visa', funding: 'credit', country: 'US' },
};

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
