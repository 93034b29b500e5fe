import { renderMail, type MailContent } from './mail-templates';

/*
 * The owner's e-mail when an admin decides a live venue's change of name, location or address
 * (docs/decisions/0056). The listing stayed on sale throughout, so the mail says what players see now.
 */
export function venueChangeDecisionMail(input: {
  name: string;
  /** The name players saw while the change waited. */
  venueName: string;
  /** 'Name: Camden Courts → Canal Courts' for each field the change touched. */
  changes: string[];
  approved: boolean;
  notes: string | null;
  dashboardUrl: string;
  venueUrl: string;
}): MailContent {
  const notes = input.notes ? [`Note from the team: ${input.notes}`] : [];
  if (input.approved)
    return renderMail({
      subject: `Your change to ${input.venueName} is approved`,
      greeting: `Hi ${input.name},`,
      paragraphs: [
        'Players now see your venue with its new details:',
        ...input.changes,
        ...notes,
        'Bookings already made are unchanged.',
      ],
      action: { label: 'See your venue page', url: input.venueUrl },
    });
  return renderMail({
    subject: `Your change to ${input.venueName} was not approved`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      'We have reviewed your change and could not approve it, so players keep seeing your current details. Your venue stays on sale.',
      ...input.changes,
      ...notes,
      'You can send a new change from your dashboard; reply to this e-mail if you have any questions.',
    ],
    action: { label: 'Open your venue dashboard', url: input.dashboardUrl },
  });
}
