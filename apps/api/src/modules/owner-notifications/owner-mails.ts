import { ACTIVITY_TYPE_LABELS, formatPence, isActivityType, type ActivityType } from '@app/contracts';
import { formatLongDate, timeSlotsLabel, bookingCode } from '@app/domain';
import { renderMail, type MailContent } from '../mail/mail-templates';

/*
 * The venue owner's e-mails about their bookings (docs/decisions/0057): one per event, or one summary
 * a day. Subjects name the venue, the booking's date and hours (the venue's own, London time) and the
 * customer; bodies give the sport, the hours as 18:00–21:00, the amounts in pounds and a link to the
 * owner's dashboard.
 */

/** The facts an owner event keeps (owner_events.details), as they were when it happened. */
export interface OwnerEventDetails {
  venueName: string;
  customerName: string;
  sport: string;
  /** The booking's date at the venue, YYYY-MM-DD. */
  date: string;
  timeSlots: string[];
  totalPence: number;
  refundPence?: number;
  previousTimeSlots?: string[];
  /** An amendment's charge (positive) or refund (negative). */
  differencePence?: number;
  reason?: string;
}

export function readOwnerEventDetails(text: string): OwnerEventDetails {
  const value = JSON.parse(text) as Partial<OwnerEventDetails>;
  return {
    venueName: String(value.venueName ?? ''),
    customerName: String(value.customerName ?? ''),
    sport: String(value.sport ?? ''),
    date: String(value.date ?? ''),
    timeSlots: Array.isArray(value.timeSlots) ? value.timeSlots.map(String) : [],
    totalPence: Number(value.totalPence ?? 0),
    ...(typeof value.refundPence === 'number' ? { refundPence: value.refundPence } : {}),
    ...(Array.isArray(value.previousTimeSlots) ? { previousTimeSlots: value.previousTimeSlots.map(String) } : {}),
    ...(typeof value.differencePence === 'number' ? { differencePence: value.differencePence } : {}),
    ...(typeof value.reason === 'string' ? { reason: value.reason } : {}),
  };
}

/** ['18:00', '19:00', '20:00'] → '18:00–21:00'. */
export function ownerHoursLabel(timeSlots: readonly string[]): string {
  return timeSlotsLabel(timeSlots).replaceAll(' - ', '–');
}

const SUBJECT_LEAD: Record<ActivityType, string> = {
  booked: 'New booking',
  manual_booking: 'Manual booking',
  amended: 'Booking changed',
  cancellation_requested: 'Cancellation requested',
  cancelled: 'Booking cancelled',
  refunded: 'Booking refunded',
  no_show: 'No-show',
};

function typeOf(type: string): ActivityType {
  return isActivityType(type) ? type : 'booked';
}

/** One line saying what happened, for a mail's first paragraph and the summary's list. */
export function ownerEventSentence(type: string, details: OwnerEventDetails): string {
  const who = details.customerName;
  const what = `${details.sport} on ${formatLongDate(details.date)}, ${ownerHoursLabel(details.timeSlots)}`;
  switch (typeOf(type)) {
    case 'booked':
      return `${who} booked ${what} for ${formatPence(details.totalPence)}.`;
    case 'manual_booking':
      return `A booking for ${who} was added: ${what}, ${formatPence(details.totalPence)}.`;
    case 'amended': {
      const before = details.previousTimeSlots ? ` (was ${ownerHoursLabel(details.previousTimeSlots)})` : '';
      return `${who} changed their booking to ${what}${before}; the total is now ${formatPence(details.totalPence)}.`;
    }
    case 'cancellation_requested':
      return `${who} asked to cancel ${what} (${formatPence(details.totalPence)}).`;
    case 'cancelled':
      return `The booking of ${who} for ${what} was cancelled with no refund.`;
    case 'refunded':
      return `The booking of ${who} for ${what} was cancelled and ${formatPence(details.refundPence ?? 0)} refunded.`;
    case 'no_show':
      return `${who} did not show up for ${what}.`;
  }
}

export function ownerEventSubject(type: string, details: OwnerEventDetails): string {
  return `${SUBJECT_LEAD[typeOf(type)]} at ${details.venueName}: ${formatLongDate(details.date)}, ${ownerHoursLabel(details.timeSlots)}, ${details.customerName}`;
}

function detailRows(type: string, details: OwnerEventDetails): [string, string][] {
  const rows: [string, string][] = [
    ['Venue', details.venueName],
    ['Customer', details.customerName],
    ['Sport', details.sport],
    ['Date', formatLongDate(details.date)],
    ['Hours', `${ownerHoursLabel(details.timeSlots)} (UK time)`],
  ];
  if (details.previousTimeSlots) rows.push(['Hours before', ownerHoursLabel(details.previousTimeSlots)]);
  rows.push(['Amount', formatPence(details.totalPence)]);
  if (details.differencePence !== undefined && details.differencePence !== 0) {
    rows.push(
      details.differencePence > 0
        ? ['Charged for the change', formatPence(details.differencePence)]
        : ['Refunded for the change', formatPence(-details.differencePence)],
    );
  }
  if (details.refundPence !== undefined) rows.push(['Refunded', formatPence(details.refundPence)]);
  if (details.reason) rows.push(['Reason', details.reason]);
  rows.push(['Status', ACTIVITY_TYPE_LABELS[typeOf(type)]]);
  return rows;
}

export function ownerEventMail(input: {
  type: string;
  ownerName: string;
  bookingId: number;
  details: OwnerEventDetails;
  dashboardUrl: string;
}): MailContent {
  const paragraphs = [ownerEventSentence(input.type, input.details)];
  if (input.type === 'cancellation_requested')
    paragraphs.push('The booking stays on your calendar until the request is decided.');
  return renderMail({
    subject: ownerEventSubject(input.type, input.details),
    greeting: `Hi ${input.ownerName},`,
    paragraphs,
    details: [['Booking reference', bookingCode(input.bookingId)], ...detailRows(input.type, input.details)],
    action: { label: 'Open your venue dashboard', url: input.dashboardUrl },
    afterAction: ['You can choose a daily summary instead, or no e-mails, in your dashboard under Settings.'],
  });
}

/** The daily summary: the previous London day's events, venue by venue. */
export function ownerSummaryMail(input: {
  ownerName: string;
  /** The London day summarised, YYYY-MM-DD. */
  day: string;
  events: { type: string; details: OwnerEventDetails }[];
  dashboardUrl: string;
}): MailContent {
  const byVenue = new Map<string, { type: string; details: OwnerEventDetails }[]>();
  for (const event of input.events) {
    const list = byVenue.get(event.details.venueName) ?? [];
    list.push(event);
    byVenue.set(event.details.venueName, list);
  }
  const count = input.events.length;
  const paragraphs = [
    `Here is what happened at your venues on ${formatLongDate(input.day)}: ${count} ${count === 1 ? 'event' : 'events'}.`,
  ];
  for (const [venueName, events] of byVenue) {
    paragraphs.push(
      `${venueName}:`,
      ...events.map(
        ({ type, details }) => `• ${ACTIVITY_TYPE_LABELS[typeOf(type)]}: ${ownerEventSentence(type, details)}`,
      ),
    );
  }
  const venues = byVenue.size;
  return renderMail({
    subject: `Your daily summary for ${formatLongDate(input.day)}: ${count} ${count === 1 ? 'event' : 'events'} at ${venues === 1 ? [...byVenue.keys()][0]! : `${venues} venues`}`,
    greeting: `Hi ${input.ownerName},`,
    paragraphs,
    action: { label: 'Open your venue dashboard', url: input.dashboardUrl },
    afterAction: ['You can choose an e-mail for each event instead, or no e-mails, in your dashboard under Settings.'],
  });
}
