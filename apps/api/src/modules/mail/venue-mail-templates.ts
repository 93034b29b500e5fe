import { renderMail, type MailContent } from './mail-templates';
import { bookingCode } from '@app/domain';

/*
 * The e-mails of the venue-owner side: the admin's decision on a venue, and the players' notice when
 * a venue closes hours they had booked.
 */

export type VenueDecision = 'approved' | 'rejected' | 'unapproved';

export function venueDecisionMail(input: {
  name: string;
  venueName: string;
  decision: VenueDecision;
  notes: string | null;
  dashboardUrl: string;
  venueUrl: string;
}): MailContent {
  const notes = input.notes ? [`Note from the team: ${input.notes}`] : [];
  if (input.decision === 'approved') {
    return renderMail({
      subject: `${input.venueName} is live on Sports Booking`,
      greeting: `Hi ${input.name},`,
      paragraphs: [`Good news: ${input.venueName} has been approved. Players can now find it and book it.`, ...notes],
      action: { label: 'See your venue page', url: input.venueUrl },
      afterAction: [`Manage prices, opening hours and closures from your dashboard: ${input.dashboardUrl}`],
    });
  }
  if (input.decision === 'rejected') {
    return renderMail({
      subject: `${input.venueName} was not approved`,
      greeting: `Hi ${input.name},`,
      paragraphs: [
        `We have reviewed ${input.venueName} and could not approve it as it stands, so it is not shown to players.`,
        ...notes,
        'You can change the listing from your dashboard; reply to this e-mail if you have any questions.',
      ],
      action: { label: 'Open your venue dashboard', url: input.dashboardUrl },
    });
  }
  return renderMail({
    subject: `${input.venueName} is hidden while we review it`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `${input.venueName} has been taken off the marketplace while our team reviews it, so players cannot book it for now. Bookings already made still stand.`,
      ...notes,
    ],
    action: { label: 'Open your venue dashboard', url: input.dashboardUrl },
  });
}

export function closureCancelledMail(input: {
  name: string;
  bookingId: number;
  venueName: string;
  sport: string;
  dateLabel: string;
  timeLabel: string;
  refundLabel: string | null;
  venueUrl: string;
}): MailContent {
  return renderMail({
    subject: `Booking ${bookingCode(input.bookingId)} cancelled: ${input.venueName} is closed at that time`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `We are sorry: ${input.venueName} has had to close at the time of your booking, so it has been cancelled.`,
      input.refundLabel
        ? `Your payment of ${input.refundLabel} has been refunded in full; refunds take 5 to 7 business days to appear on your card.`
        : 'Nothing was taken from your card for this booking, so there is nothing to refund.',
    ],
    details: [
      ['Venue', input.venueName],
      ['Sport', input.sport],
      ['Date', input.dateLabel],
      ['Time', input.timeLabel],
    ],
    action: { label: 'Find another time', url: input.venueUrl },
  });
}
