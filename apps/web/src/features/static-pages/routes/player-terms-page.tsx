import { Link } from 'react-router';
import {
  BOOKING_WINDOW_DAYS,
  FREE_CANCELLATION_HOURS,
  SPLIT_CUTOFF_HOURS,
  SPLIT_MAX_PEOPLE,
  SPLIT_MIN_PEOPLE,
} from '@app/contracts';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { SupportContact } from '../components/support-contact';

const sections: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          Sports Booking is an online marketplace that lets you find sports venues across the UK, book hourly slots and
          pay for them by card. The venues themselves are run by independent venue owners; we provide the platform that
          connects you with them and processes your booking and payment.
        </p>
        <p>
          By creating an account or making a booking you agree to these terms. If you do not agree, please do not use
          the service. Venue owners are covered by separate <Link to="/venue-terms">venue terms</Link>, and how we
          handle your personal data is explained in our <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to make a booking. When you register you must give your real name, a valid email address
          and your date of birth, and you must verify your email address before your account is fully active.
        </p>
        <ul>
          <li>Keep your password private. You are responsible for everything done through your account.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
          <li>Keep your details up to date in your dashboard, including the mobile number you give at checkout.</li>
          <li>
            You can delete your account at any time from the Settings tab of your dashboard. Bookings and payment
            records we must keep for accounting are retained as described in the privacy policy.
          </li>
        </ul>
        <p>
          We may suspend or close an account that breaks these terms, is used fraudulently or puts other users or venues
          at risk.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Making a booking',
    body: (
      <>
        <p>
          Venues are booked in hourly slots within each venue's opening hours (most open between 08:00 and 22:00), from
          today up to {BOOKING_WINDOW_DAYS} days ahead. Availability, opening hours and prices are set by each venue and
          may change until your booking is confirmed.
        </p>
        <p>
          A booking is confirmed only when payment has been taken successfully and you see the Booking Confirmed
          message, which shows your booking ID. You will also find the booking in your dashboard. A confirmed booking is
          a contract between you and the venue for the use of its facilities at the time booked; we act as the venue’s
          booking agent.
        </p>
        <p>
          You may ask to change the time slots of an upcoming booking from your dashboard. The date and sport of a
          booking cannot be changed, and any change depends on the new slots being available.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Prices and payment',
    body: (
      <>
        <p>
          All prices are shown and charged in pounds sterling (£), including VAT where it applies. The total shown at
          checkout is the amount you pay and includes our service fee.
        </p>
        <p>
          Payments are processed securely by our card payment provider. Your full card details are never stored on our
          servers. Your bank may ask you to authenticate a payment; a booking is not confirmed until that step is
          complete.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    body: (
      <>
        <p>
          For most venues, cancellation is free up to {FREE_CANCELLATION_HOURS} hours before the start of the booking.
          To cancel, open the booking in your dashboard, choose Cancel and give a reason. This sends a cancellation
          request, and the booking shows as cancellation requested until it is decided.
        </p>
        <ul>
          <li>Each request is reviewed by the venue or by our admin team, who may approve or reject it.</li>
          <li>
            An approved request cancels the booking and is refunded in full, in part or not at all, depending on the
            venue’s policy and how close to the start time the request was made.
          </li>
          <li>A rejected request leaves the booking in place.</li>
          <li>Refunds are returned to the card used for payment and take 5–7 business days to arrive.</li>
          <li>The service fee is non-refundable.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'split-payments',
    title: 'Split payments',
    body: (
      <>
        <p>
          The person who makes a booking (the lead user, or organiser) can choose to split its cost equally between{' '}
          {SPLIT_MIN_PEOPLE} and {SPLIT_MAX_PEOPLE} people, including themselves. Each person pays their own share
          through the payment link they receive. Splitting is not available when the booking starts within{' '}
          {SPLIT_CUTOFF_HOURS} hours.
        </p>
        <ul>
          <li>The lead user pays their own share at checkout and remains responsible for the whole booking.</li>
          <li>
            Any split balance that is still unpaid {SPLIT_CUTOFF_HOURS} hours before the start is charged to the lead
            user’s card.
          </li>
          <li>
            If no valid payment for the outstanding balance has been received by then, the booking may be cancelled.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Using venues and the platform',
    body: (
      <>
        <p>When you use the platform or attend a venue, you agree to:</p>
        <ul>
          <li>follow the venue’s rules, including its rules on safety, footwear, equipment and arrival times;</li>
          <li>treat venue staff, other players and our support team with respect;</li>
          <li>
            leave the facilities as you found them; you may be responsible for damage caused by you or your group;
          </li>
          <li>not resell bookings or use the platform for anything unlawful, misleading or abusive;</li>
          <li>not try to interfere with the platform, access other people’s accounts or collect other users’ data.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          Venues are responsible for their facilities, their staff and the safety of their premises. Taking part in
          sport carries a risk of injury; please play within your ability and follow the venue’s guidance.
        </p>
        <p>
          We take reasonable care to keep the platform available and accurate, but we cannot guarantee that it will
          always be uninterrupted or free from errors. We are not liable for losses that were not foreseeable, or for
          business losses. Our total liability to you for any booking is limited to the amount you paid for it.
        </p>
        <p>
          Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any
          other liability that cannot be limited by law, and nothing affects your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time, for example when we add new features or when the law changes. The
        date at the top of this page shows when they were last updated. The terms in force when you make a booking apply
        to that booking.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.
        If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions about these terms or a booking? Visit our <Link to="/help">Help Centre</Link> or contact our support
          team:
        </p>
        <SupportContact />
      </>
    ),
  },
];

export default function PlayerTermsPage() {
  return (
    <LegalPage
      title="Player Terms of Use"
      idPrefix="player-terms"
      intro={
        <p>
          These terms apply to everyone who uses Sports Booking to find, book and pay for sports venues. Please read
          them carefully, in particular the sections on cancellations, refunds and split payments.
        </p>
      }
      sections={sections}
    />
  );
}
