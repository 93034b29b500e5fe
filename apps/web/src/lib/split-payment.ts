import {
  SPLIT_CUTOFF_HOURS,
  SPLIT_DEFAULT_PEOPLE,
  SPLIT_EMAIL_PATTERN,
  SPLIT_MAX_PEOPLE,
  SPLIT_MESSAGES,
  SPLIT_MIN_PEOPLE,
  VENUE_TIME_ZONE,
} from '@app/contracts';
import { isTooLateToSplit, zonedTimeToUtc } from '@app/domain';

/**
 * The split-payment form as the venue page and checkout hold it (player.md §5). The share maths is the
 * domain's `splitShares`, the same rule the server charges by.
 */
export interface SplitSettings {
  enabled: boolean;
  numberOfPeople: number;
  inviteEmails: string[];
  /** Set when the organiser sends the invites from the modal; paying needs it when split is on. */
  paymentLinkGenerated: boolean;
}

/** player.md §4: 'Cancel split payment' goes back to 2 people and no e-mails. */
export const NO_SPLIT: SplitSettings = {
  enabled: false,
  numberOfPeople: SPLIT_DEFAULT_PEOPLE,
  inviteEmails: [],
  paymentLinkGenerated: false,
};

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

/** The domain's cut-off for a first slot given as the venue's local date and 'HH:MM' start. */
export function isTooLateToSplitSlot(date: string, firstSlotTime: string, now: Date = new Date()): boolean {
  return isTooLateToSplit(zonedTimeToUtc(date, firstSlotTime, VENUE_TIME_ZONE), now, SPLIT_CUTOFF_HOURS);
}
