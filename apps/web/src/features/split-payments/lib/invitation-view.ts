import { formatPence, SPLIT_LINK_MESSAGES, type Invitation } from '@app/contracts';

type InvitationView =
  { state: 'open' } | { state: 'closed'; status: Exclude<Invitation['status'], 'open'>; message: string };

const CLOSED_MESSAGES: Record<Exclude<Invitation['status'], 'open'>, string> = {
  paid: SPLIT_LINK_MESSAGES.alreadyPaid,
  covered: SPLIT_LINK_MESSAGES.covered,
  expired: SPLIT_LINK_MESSAGES.expired,
  cancelled: SPLIT_LINK_MESSAGES.cancelled,
  // The server always says how much went back and when; this is only the fallback.
  refunded: SPLIT_LINK_MESSAGES.cancelled,
};

/** An open link shows the form; any other status shows the server's message (the contract's text as fallback) and no form. */
export function invitationView(invitation: Pick<Invitation, 'status' | 'message'>): InvitationView {
  if (invitation.status === 'open') return { state: 'open' };
  return {
    state: 'closed',
    status: invitation.status,
    message: invitation.message || CLOSED_MESSAGES[invitation.status],
  };
}

/** 'Pay my share - £12.50', or 'Pay the balance - £25.00' on the organiser's balance link. */
export function payButtonLabel(kind: Invitation['kind'], amountPence: number): string {
  return `${kind === 'balance' ? 'Pay the balance' : 'Pay my share'} - ${formatPence(amountPence)}`;
}

/** The page heading for each kind of link. */
export function invitationHeading(kind: Invitation['kind']): string {
  return kind === 'balance' ? 'Pay the remaining balance' : 'Pay your share';
}

/** A guest must give a name and an e-mail that looks like x@y.z. */
export function guestDetailsError(name: string, email: string): string | null {
  if (!name.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return SPLIT_LINK_MESSAGES.guestDetails;
  return null;
}
