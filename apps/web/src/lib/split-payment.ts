import { SPLIT_DEFAULT_PEOPLE, SPLIT_EMAIL_PATTERN, SPLIT_MAX_PEOPLE, SPLIT_MESSAGES, SPLIT_MIN_PEOPLE } from '@app/contracts';

/**
 * Split-payment settings and maths shared by the venue page and checkout (player.md §5). Shares are
 * whole pence; the server recomputes them the same way.
 */
export interface SplitSettings {
  enabled: boolean;
  numberOfPeople: number;
  inviteEmails: string[];
  /** Set when the organiser sends the invites from the modal; paying needs it when split is on. */
  paymentLinkGenerated: boolean;
}

/** player.md §4: 'Cancel split payment' goes back to 2 people and no e-mails. */
export const NO_SPLIT: SplitSettings = { enabled: false, numberOfPeople: SPLIT_DEFAULT_PEOPLE, inviteEmails: [], paymentLinkGenerated: false };

export interface SplitShares {
  /** What each invited person pays. */
  sharePence: number;
  /** What the organiser pays: the same share plus whatever pence do not divide evenly. */
  organiserPence: number;
}

/** An equal split in whole pence; the organiser absorbs the remainder so the shares add up exactly. */
export function splitShares(totalPence: number, numberOfPeople: number): SplitShares {
  if (!Number.isSafeInteger(totalPence) || totalPence < 0) throw new RangeError('totalPence must be a non-negative integer');
  if (!Number.isInteger(numberOfPeople) || numberOfPeople < 1) throw new RangeError('numberOfPeople must be a positive integer');
  const sharePence = Math.floor(totalPence / numberOfPeople);
  return { sharePence, organiserPence: totalPence - sharePence * (numberOfPeople - 1) };
}

export function isValidPeopleCount(value: number): boolean {
  return Number.isInteger(value) && value >= SPLIT_MIN_PEOPLE && value <= SPLIT_MAX_PEOPLE;
}

/** One e-mail entry per person other than the organiser, keeping what was already typed. */
export function resizeInviteEmails(emails: readonly string[], numberOfPeople: number): string[] {
  const wanted = Math.max(0, numberOfPeople - 1);
  return Array.from({ length: wanted }, (_, index) => emails[index] ?? '');
}

/** The first message that applies to the split form (player.md §5), or null when it may be sent. */
export function validateSplit(numberOfPeople: number, inviteEmails: readonly string[]): string | null {
  if (!isValidPeopleCount(numberOfPeople)) return SPLIT_MESSAGES.fillRequired;
  const filled = inviteEmails.map((email) => email.trim()).filter(Boolean);
  if (filled.length !== numberOfPeople - 1) return SPLIT_MESSAGES.emailsForAll;
  if (!filled.every((email) => SPLIT_EMAIL_PATTERN.test(email))) return SPLIT_MESSAGES.validEmails;
  return null;
}

