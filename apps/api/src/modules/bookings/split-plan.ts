import {
  SPLIT_CUTOFF_HOURS,
  SPLIT_EMAIL_PATTERN,
  SPLIT_MAX_PEOPLE,
  SPLIT_MESSAGES,
  SPLIT_MIN_PEOPLE,
  type ProcessPaymentRequest,
} from '@app/contracts';
import { isTooLateToSplit, splitShares } from '@app/domain';
import { badRequest } from '../../errors/app-error';

/** A checkout shared with friends: how many pay, what each pays, and whom to invite. */
export interface SplitPlan {
  people: number;
  organiserSharePence: number;
  otherSharePence: number;
  inviteEmails: string[];
}

/**
 * The split a checkout asks for, checked as the spec says (docs/decisions/0010-split-payments.md),
 * or null for a booking the organiser pays alone.
 */
export function planSplit(
  request: ProcessPaymentRequest,
  totalPence: number,
  firstSlotStartsAt: Date,
  now: Date,
  organiserEmail: string,
): SplitPlan | null {
  const split = request.split_payment;
  if (!split?.enabled) return null;
  if (!split.payment_link_generated) throw badRequest(SPLIT_MESSAGES.generateLinkFirst, 'SPLIT_NOT_CONFIGURED');
  const people = split.number_of_people ?? 0;
  if (!Number.isInteger(people) || people < SPLIT_MIN_PEOPLE || people > SPLIT_MAX_PEOPLE)
    throw badRequest(SPLIT_MESSAGES.fillRequired, 'SPLIT_INVALID');
  const emails = (split.invite_emails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean);
  if (emails.length !== people - 1) throw badRequest(SPLIT_MESSAGES.emailsForAll, 'SPLIT_INVALID');
  if (
    !emails.every((email) => SPLIT_EMAIL_PATTERN.test(email)) ||
    new Set(emails).size !== emails.length ||
    emails.includes(organiserEmail)
  ) {
    throw badRequest(SPLIT_MESSAGES.validEmails, 'SPLIT_INVALID');
  }
  if (isTooLateToSplit(firstSlotStartsAt, now, SPLIT_CUTOFF_HOURS))
    throw badRequest(SPLIT_MESSAGES.tooLate, 'SPLIT_TOO_LATE');
  const shares = splitShares(totalPence, people);
  return { people, organiserSharePence: shares.organiser, otherSharePence: shares.other, inviteEmails: emails };
}
