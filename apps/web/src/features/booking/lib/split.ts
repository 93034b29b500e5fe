import { SPLIT_DEFAULT_PEOPLE, SPLIT_EMAIL_PATTERN, SPLIT_MAX_PEOPLE, SPLIT_MESSAGES, SPLIT_MIN_PEOPLE, type BookingDraft } from '@app/contracts';

/** Checkout's split settings; they start from the venue page's (carried in the draft). */
export interface CheckoutSplit {
  enabled: boolean;
  numberOfPeople: number;
  inviteEmails: string[];
  /** Set when the organiser sends the invites from the modal; paying needs it when split is on. */
  paymentLinkGenerated: boolean;
}

/** player.md §4: 'Cancel split payment' goes back to 2 people and no e-mails. */
export const NO_SPLIT: CheckoutSplit = { enabled: false, numberOfPeople: SPLIT_DEFAULT_PEOPLE, inviteEmails: [], paymentLinkGenerated: false };

export function splitFromDraft(draft: Pick<BookingDraft, 'splitPayment'>): CheckoutSplit {
  const split = draft.splitPayment;
  if (!split?.enabled) return NO_SPLIT;
  return { enabled: true, numberOfPeople: split.numberOfPeople, inviteEmails: [...split.inviteEmails], paymentLinkGenerated: split.paymentLinkGenerated };
}

export interface SplitShares {
  /** What each invited person pays. */
  sharePence: number;
  /** What the organiser pays now: a share plus the pence that do not divide evenly. */
  organiserPence: number;
}

/** An equal split in whole pence; the organiser absorbs the remainder so the shares add up to the total. */
export function splitShares(totalPence: number, numberOfPeople: number): SplitShares {
  if (!Number.isSafeInteger(totalPence) || totalPence < 0) throw new RangeError('totalPence must be a non-negative integer');
  if (!Number.isInteger(numberOfPeople) || numberOfPeople < 1) throw new RangeError('numberOfPeople must be a positive integer');
  const sharePence = Math.floor(totalPence / numberOfPeople);
  return { sharePence, organiserPence: totalPence - sharePence * (numberOfPeople - 1) };
}

export function isValidPeopleCount(value: number): boolean {
  return Number.isInteger(value) && value >= SPLIT_MIN_PEOPLE && value <= SPLIT_MAX_PEOPLE;
}

/** One e-mail entry per person other than the organiser, keeping what was typed. */
export function resizeInviteEmails(emails: readonly string[], numberOfPeople: number): string[] {
  return Array.from({ length: Math.max(0, numberOfPeople - 1) }, (_, index) => emails[index] ?? '');
}

/** The first split-form message that applies (player.md §5 Split payment), or null. */
export function validateSplit(numberOfPeople: number, inviteEmails: readonly string[]): string | null {
  if (!isValidPeopleCount(numberOfPeople)) return SPLIT_MESSAGES.fillRequired;
  const filled = inviteEmails.map((email) => email.trim()).filter(Boolean);
  if (filled.length !== numberOfPeople - 1) return SPLIT_MESSAGES.emailsForAll;
  if (!filled.every((email) => SPLIT_EMAIL_PATTERN.test(email))) return SPLIT_MESSAGES.validEmails;
  return null;
}

/** Paying with split on but the invites not sent is refused (player.md §4). */
export function splitPaymentProblem(split: CheckoutSplit): string | null {
  return split.enabled && !split.paymentLinkGenerated ? SPLIT_MESSAGES.generateLinkFirst : null;
}

/** Pence charged now: the whole total, or the organiser's share when splitting. */
export function amountDuePence(totalPence: number, split: CheckoutSplit): number {
  return split.enabled ? splitShares(totalPence, split.numberOfPeople).organiserPence : totalPence;
}
