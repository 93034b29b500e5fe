import { FREE_CANCELLATION_HOURS } from '@app/contracts';
import { bookingCode } from '@app/domain';

/*
 * Every e-mail the marketplace sends is built here: one layout, a plain-text part and an HTML part.
 * Values are escaped for HTML; links are absolute, built from PUBLIC_URL by the caller.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailAction {
  label: string;
  url: string;
}

export interface LayoutInput {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: MailAction;
  /** Shown after the button, e.g. how long a link lasts. */
  afterAction?: string[];
  /** Label/value rows, e.g. booking details. */
  details?: [string, string][];
}

const BRAND = 'Sports Booking';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMail(input: LayoutInput): MailContent {
  const textParts = [input.greeting, '', ...input.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (input.details?.length) {
    textParts.push(...input.details.map(([label, value]) => `${label}: ${value}`), '');
  }
  if (input.action) textParts.push(`${input.action.label}: ${input.action.url}`, '');
  for (const line of input.afterAction ?? []) textParts.push(line, '');
  textParts.push(`— The ${BRAND} team`);

  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const details = input.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${input.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#4b5563">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#047857;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(input.action.url)}" style="color:#047857">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" style="padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#047857">${BRAND}</p>
${paragraph(input.greeting)}${input.paragraphs.map(paragraph).join('')}${details}${action}${(input.afterAction ?? []).map(paragraph).join('')}
<p style="margin:24px 0 0;color:#4b5563">— The ${BRAND} team</p></td></tr></table>
</td></tr></table></body></html>`;
  return { subject: input.subject, text: textParts.join('\n'), html };
}

export function verificationMail(input: { name: string; url: string; validHours: number }): MailContent {
  return renderMail({
    subject: 'Verify your email address',
    greeting: `Hi ${input.name},`,
    paragraphs: [`Welcome to ${BRAND}! Please confirm your email address so you can book venues.`],
    action: { label: 'Verify email address', url: input.url },
    afterAction: [
      `This link expires in ${input.validHours} hours. If you did not create an account, you can ignore this email.`,
    ],
  });
}

export function passwordResetMail(input: { name: string; url: string; validHours: number }): MailContent {
  return renderMail({
    subject: 'Reset your password',
    greeting: `Hi ${input.name},`,
    paragraphs: ['We received a request to reset the password of your account.'],
    action: { label: 'Choose a new password', url: input.url },
    afterAction: [
      `This link expires in ${input.validHours} hours and can be used once.`,
      'If you did not ask for this, you can ignore this email; your password will not change.',
    ],
  });
}

/** To the owner of an address someone tried to register again (registration answers the same either way). */
export function registrationAttemptMail(input: { name: string; loginUrl: string; resetUrl: string }): MailContent {
  return renderMail({
    subject: 'Someone tried to create an account with your email address',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Someone just tried to create a new ${BRAND} account with this email address. You already have an account, so nothing was changed.`,
    ],
    action: { label: 'Sign in', url: input.loginUrl },
    afterAction: [
      `If it was you and you have forgotten your password, you can choose a new one: ${input.resetUrl}`,
      'If it was not you, you can ignore this email; your account is safe.',
    ],
  });
}

export function ownerApprovedMail(input: { name: string; url: string; notes?: string | null }): MailContent {
  return renderMail({
    subject: 'Your venue owner account is approved',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'Good news: your venue owner account has been approved. You can now add your venue and start taking bookings.',
      ...(input.notes ? [`Notes from our team: ${input.notes}`] : []),
    ],
    action: { label: 'Open your venue dashboard', url: input.url },
  });
}

export function ownerRejectedMail(input: { name: string; notes: string | null; helpUrl: string }): MailContent {
  return renderMail({
    subject: 'Your venue owner account was not approved',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'We have reviewed your venue owner account and cannot approve it at the moment, so you cannot list venues yet.',
      ...(input.notes ? [`Notes from our team: ${input.notes}`] : []),
      'If you think this is a mistake or can send us more details, reply to this email or contact support.',
    ],
    action: { label: 'Contact support', url: input.helpUrl },
  });
}

export function ownerRegisteredMail(input: { name: string; url: string }): MailContent {
  return renderMail({
    subject: 'Thanks for listing your venue with us',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'Thank you for registering as a venue owner. Our team reviews new accounts within 1-2 business days and will email you as soon as yours is approved.',
      'Please also confirm your email address with the button below.',
    ],
    action: { label: 'Verify email address', url: input.url },
  });
}

export interface BookingMailDetails {
  name: string;
  bookingId: number;
  venueName: string;
  venueAddress: string;
  sport: string;
  dateLabel: string;
  timeLabel: string;
  amountLabel: string;
  bookingsUrl: string;
}

/** A booking the venue took for a customer by phone or at the desk (issue 30 §3). */
export function manualBookingMail(
  input: BookingMailDetails & { paidAtVenue: boolean; signedUp: boolean; venuePhoneNote?: string },
): MailContent {
  return renderMail({
    subject: `Booking ${bookingCode(input.bookingId)} confirmed: ${input.sport} at ${input.venueName} on ${input.dateLabel}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `${input.venueName} has booked this for you. ${
        input.paidAtVenue ? 'It is paid.' : `Please pay ${input.amountLabel} at the venue when you arrive.`
      } Please arrive 10 minutes early.`,
      ...(input.signedUp ? ['You can see it under My Bookings on your account.'] : []),
    ],
    details: [
      ['Booking reference', bookingCode(input.bookingId)],
      ['Venue', input.venueName],
      ['Address', input.venueAddress],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
      [input.paidAtVenue ? 'Amount paid' : 'To pay at the venue', input.amountLabel],
    ],
    ...(input.signedUp ? { action: { label: 'View my bookings', url: input.bookingsUrl } } : {}),
  });
}

export function bookingConfirmedMail(input: BookingMailDetails): MailContent {
  return renderMail({
    subject: `Booking confirmed: ${input.sport} at ${input.venueName} on ${input.dateLabel}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'Your booking is confirmed and paid. The calendar invitation is attached. Please arrive 10 minutes early.',
    ],
    details: [
      ['Booking reference', bookingCode(input.bookingId)],
      ['Venue', input.venueName],
      ['Address', input.venueAddress],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
      ['Amount paid', input.amountLabel],
    ],
    action: { label: 'View my bookings', url: input.bookingsUrl },
    afterAction: [
      `Need to change or cancel? You can amend the time or request a cancellation from My Bookings. Cancellation is free up to ${FREE_CANCELLATION_HOURS} hours before the start at most venues.`,
    ],
  });
}

export function cancellationDecidedMail(
  input: BookingMailDetails & {
    approved: boolean;
    refundLabel: string | null;
    reason: string | null;
    notes: string | null;
    /** The venue cancelled it, rather than deciding the player's request. */
    byVenue?: boolean;
    /** The refund was given in cash at the venue (a booking paid there). */
    cash?: boolean;
  },
): MailContent {
  const refund = input.refundLabel
    ? input.cash
      ? `${input.refundLabel} has been refunded to you at the venue.`
      : `${input.refundLabel} is on its way back to your card. Refunds take 5 to 7 business days to appear.`
    : 'No refund applies to this booking.';
  return renderMail({
    subject: input.approved
      ? `Booking ${bookingCode(input.bookingId)} cancelled`
      : `Cancellation request for booking ${bookingCode(input.bookingId)} declined`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      input.byVenue
        ? `${input.venueName} has cancelled your booking. ${refund}`
        : input.approved
          ? input.refundLabel && !input.cash
            ? `Your cancellation has been approved and ${input.refundLabel} is on its way back to your card. Refunds take 5 to 7 business days to appear.`
            : `Your cancellation has been approved. ${refund}`
          : 'Your cancellation request was declined, so your booking stands. See you on court!',
      // Why the refund is what it is, in the deciding admin's words (issue 33 §6).
      ...(input.approved && input.reason ? [`Why: ${input.reason}`] : []),
      ...(input.notes ? [`Note from the team: ${input.notes}`] : []),
    ],
    details: [
      ['Venue', input.venueName],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
    ],
    action: { label: 'View my bookings', url: input.bookingsUrl },
  });
}

/** A friend who paid a share of a booking its organiser cancelled: what came back to them. */
export function shareRefundedMail(
  input: Omit<BookingMailDetails, 'name'> & { name: string; organiserName: string; refundLabel: string | null },
): MailContent {
  return renderMail({
    subject: `Booking at ${input.venueName} on ${input.dateLabel} cancelled`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `${input.organiserName} cancelled the booking below that you shared.`,
      input.refundLabel
        ? `Your payment of ${input.refundLabel} has been refunded to your card; refunds take 5 to 7 business days to appear.`
        : 'No refund applied to your share of this booking.',
    ],
    details: [
      ['Venue', input.venueName],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
    ],
  });
}

/** The receipt for changed hours (issue 15 §5): what moved, and the booking as it now stands. */
export function bookingChangedMail(
  input: BookingMailDetails & { direction: 'charged' | 'refunded' | 'none'; differenceLabel: string },
): MailContent {
  return renderMail({
    subject: `Booking ${bookingCode(input.bookingId)} changed`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      input.direction === 'charged'
        ? `Your booking now has new hours. We charged ${input.differenceLabel} to the card you paid with.`
        : input.direction === 'refunded'
          ? `Your booking now has new hours. ${input.differenceLabel} is on its way back to your card; refunds take 5 to 7 business days to appear.`
          : 'Your booking now has new hours, at the same price.',
    ],
    details: [
      ['Venue', input.venueName],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
      [
        input.direction === 'refunded' ? 'Refunded' : 'Charged',
        input.direction === 'none' ? '£0.00' : input.differenceLabel,
      ],
      ['New total', input.amountLabel],
    ],
    action: { label: 'View my bookings', url: input.bookingsUrl },
  });
}

/** Confirms a cancellation request and states what the policy gives back (issue 15 §5). */
export function cancellationRequestedMail(input: BookingMailDetails & { refundStatement: string }): MailContent {
  return renderMail({
    subject: `Cancellation requested for booking ${bookingCode(input.bookingId)}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'We have received your request to cancel this booking. The venue will decide shortly and we will e-mail you the outcome.',
      input.refundStatement,
    ],
    details: [
      ['Venue', input.venueName],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
      ['Paid', input.amountLabel],
    ],
    action: { label: 'View my bookings', url: input.bookingsUrl },
  });
}

export interface SplitMailDetails {
  venueName: string;
  venueAddress: string;
  sport: string;
  dateLabel: string;
  timeLabel: string;
}

const splitDetails = (input: SplitMailDetails): [string, string][] => [
  ['Venue', input.venueName],
  ['Address', input.venueAddress],
  ['Sport', input.sport],
  ['Date', input.dateLabel],
  ['Time', input.timeLabel],
];

export function splitInviteMail(
  input: SplitMailDetails & { organiserName: string; shareLabel: string; url: string; deadlineLabel: string },
): MailContent {
  return renderMail({
    subject: `${input.organiserName} booked ${input.sport} at ${input.venueName} — your share is ${input.shareLabel}`,
    greeting: 'Hi there,',
    paragraphs: [
      `${input.organiserName} has booked and is splitting the cost. Your share is ${input.shareLabel}; pay it with a card using your personal link below — no account needed.`,
    ],
    details: [...splitDetails(input), ['Your share', input.shareLabel], ['Pay by', input.deadlineLabel]],
    action: { label: `Pay my share (${input.shareLabel})`, url: input.url },
    afterAction: [
      `After ${input.deadlineLabel}, any unpaid share is charged to ${input.organiserName}, and this link stops working.`,
    ],
  });
}

export function everyonePaidMail(input: SplitMailDetails & { name: string; bookingsUrl: string }): MailContent {
  return renderMail({
    subject: `Everyone has paid for ${input.sport} at ${input.venueName}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'Good news: every share of your split booking has been paid. Nothing more will be charged to your card.',
    ],
    details: splitDetails(input),
    action: { label: 'View my bookings', url: input.bookingsUrl },
  });
}

export function balanceChargedMail(
  input: SplitMailDetails & { name: string; amountLabel: string; unpaid: string[]; bookingsUrl: string },
): MailContent {
  return renderMail({
    subject: `We charged the unpaid balance of ${input.amountLabel} for ${input.venueName}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `As the booking starts in 4 hours, the unpaid shares (${input.unpaid.join(', ')}) were charged to your saved card as the terms describe. Your booking is fully paid.`,
    ],
    details: [...splitDetails(input), ['Charged', input.amountLabel]],
    action: { label: 'View my bookings', url: input.bookingsUrl },
  });
}

export function balanceDueMail(
  input: SplitMailDetails & { name: string; amountLabel: string; url: string; cutoffLabel: string },
): MailContent {
  return renderMail({
    subject: `Action needed: pay ${input.amountLabel} to keep your booking at ${input.venueName}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Some shares of your split booking are still unpaid and we could not charge your saved card for the balance of ${input.amountLabel}.`,
      `Please pay it by ${input.cutoffLabel}. If no valid payment arrives by then, the booking will be cancelled and every share already paid will be refunded.`,
    ],
    details: splitDetails(input),
    action: { label: `Pay the balance (${input.amountLabel})`, url: input.url },
  });
}

export function splitCancelledMail(
  input: SplitMailDetails & { name: string; refundLabel: string | null },
): MailContent {
  return renderMail({
    subject: `Booking at ${input.venueName} cancelled: the balance was not paid`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'The split booking below was cancelled because the unpaid balance was not paid in time.',
      input.refundLabel
        ? `Your payment of ${input.refundLabel} has been refunded; refunds take 5 to 7 business days to appear.`
        : 'You had not paid anything, so nothing is refunded.',
    ],
    details: splitDetails(input),
  });
}
