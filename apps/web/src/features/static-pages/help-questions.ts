import {
  BOOKING_WINDOW_DAYS,
  FIRST_SLOT_HOUR,
  FREE_CANCELLATION_HOURS,
  LAST_SLOT_HOUR,
  RESET_LINK_HOURS,
  RESET_PASSWORD_MIN,
  SPLIT_CUTOFF_HOURS,
  SPLIT_MAX_PEOPLE,
  SPLIT_MIN_PEOPLE,
} from '@app/contracts';
import { formatHour } from '@app/domain';

/** The help centre's chips, in display order; 'all' is a filter, not a question category. */
export const HELP_CATEGORIES = ['all', 'general', 'booking', 'payment', 'venues', 'account'] as const;
export type HelpCategoryFilter = (typeof HELP_CATEGORIES)[number];
type HelpCategory = Exclude<HelpCategoryFilter, 'all'>;

export const HELP_CATEGORY_LABELS: Record<HelpCategoryFilter, string> = {
  all: 'All',
  general: 'General',
  booking: 'Booking',
  payment: 'Payment',
  venues: 'Venues',
  account: 'Account',
};

interface HelpLink {
  to: string;
  label: string;
}

interface HelpQuestion {
  /** Stable and unique: used for element ids and React keys. */
  id: string;
  category: HelpCategory;
  question: string;
  answer: string;
  link?: HelpLink;
}

/**
 * The help centre states support hours in 24-hour form (owner-admin.md §2), while the footer uses
 * the 12-hour form held in SUPPORT.hours; both describe the same opening times.
 */
export const SUPPORT_HOURS_24H = ['Mon-Fri 9:00-18:00', 'Sat 10:00-16:00', 'Sun closed'] as const;

export const HELP_QUESTIONS: readonly HelpQuestion[] = [
  {
    id: 'support-hours',
    category: 'general',
    question: 'When can I contact the support team?',
    answer:
      `Our support team is available ${SUPPORT_HOURS_24H[0]}, ${SUPPORT_HOURS_24H[1]}, and is closed on Sundays. ` +
      'Online booking stays open 24/7, so you can find and book a venue at any time; messages sent outside our hours are answered on the next working day.',
  },
  {
    id: 'booking-window',
    category: 'booking',
    question: 'How far ahead can I book, and which times are available?',
    answer:
      `You can book from today up to ${BOOKING_WINDOW_DAYS} days ahead. Venues are booked in hourly slots within each venue's opening hours: most open between ${formatHour(FIRST_SLOT_HOUR)} and ${formatHour(LAST_SLOT_HOUR + 1)}, ` +
      `so their last slot starts at ${formatHour(LAST_SLOT_HOUR)}, and some open earlier or close later, up to midnight. Pick a sport and a date on the venue page to see which slots are free; you can select several consecutive hours in one booking.`,
    link: { to: '/venues', label: 'Browse venues' },
  },
  {
    id: 'cancellation',
    category: 'booking',
    question: 'Can I cancel a booking?',
    answer:
      `Yes. For most venues, cancellation is free up to ${FREE_CANCELLATION_HOURS} hours before the start of your booking. Request a cancellation from the Bookings tab of your dashboard and tell us the reason; ` +
      'the venue or our admin team reviews each request and you will see the outcome in your dashboard. Later requests are still reviewed, but the refund may be partial or not given.',
  },
  {
    id: 'split-payment',
    category: 'payment',
    question: 'How does splitting the cost with friends work?',
    answer:
      `At checkout you can split a booking between ${SPLIT_MIN_PEOPLE} and ${SPLIT_MAX_PEOPLE} people, including yourself. The cost is divided equally and each person pays their own share. ` +
      `Splitting is not available within ${SPLIT_CUTOFF_HOURS} hours of the start. Any share that is still unpaid ${SPLIT_CUTOFF_HOURS} hours before the start is charged to the organiser’s card, so the booking is never left short.`,
  },
  {
    id: 'refund-time',
    category: 'payment',
    question: 'How long does a refund take?',
    answer:
      'Once a refund is approved we send it straight back to the card you paid with. Refunds usually take 5–7 business days to appear, depending on your bank. ' +
      'The service fee is non-refundable.',
  },
  {
    id: 'saved-cards',
    category: 'payment',
    question: 'Can I save a card for faster checkout?',
    answer:
      'Yes. Add a card in the Payment tab of your dashboard and choose it at checkout. Card details are held securely by our card payment provider; ' +
      'we only keep the card brand, the last 4 digits and the expiry date so you can recognise it. You can remove a saved card at any time. All prices are charged in pounds (£).',
  },
  {
    id: 'list-venue',
    category: 'venues',
    question: 'How do I list my venue?',
    answer:
      'Choose List Your Venue and create a venue-owner account with your business name and contact details. Once your account is approved, open your venue dashboard, ' +
      'select Add Your Venue and enter your sports, hourly prices, photos and facilities. From the same dashboard you can set opening hours, block dates and add special prices.',
    link: { to: '/venue-auth?mode=register', label: 'List Your Venue' },
  },
  {
    id: 'venue-approval',
    category: 'venues',
    question: 'How long does venue approval take?',
    answer:
      'Our team reviews new venue-owner accounts and venue listings within 1–2 business days. We will let you know by email, and your venue shows as Live & Bookable as soon as it is approved.',
  },
  {
    id: 'reset-password',
    category: 'account',
    question: 'I have forgotten my password. How do I reset it?',
    answer:
      `Select Forgot password? on the login page and enter your email address. We will email you a reset link, which expires after ${RESET_LINK_HOURS} hours. ` +
      `Open it to choose a new password of at least ${RESET_PASSWORD_MIN} characters. If the link has expired, simply request a new one.`,
  },
];

/** Case-insensitive match over question and answer, narrowed by category unless 'all'. */
export function filterHelpQuestions(
  questions: readonly HelpQuestion[],
  query: string,
  category: HelpCategoryFilter,
): HelpQuestion[] {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  return questions.filter(
    (q) =>
      (category === 'all' || q.category === category) &&
      (needle === '' ||
        q.question.toLocaleLowerCase('en-GB').includes(needle) ||
        q.answer.toLocaleLowerCase('en-GB').includes(needle)),
  );
}
