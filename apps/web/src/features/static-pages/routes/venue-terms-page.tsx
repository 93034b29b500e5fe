import { Link } from 'react-router';
import { BOOKING_WINDOW_DAYS, FREE_CANCELLATION_HOURS } from '@app/contracts';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { SupportContact } from '../components/support-contact';

const sections: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to venue owners and operators (“you”) who list a venue on Sports Booking so that players can
          book and pay for it online. By creating a venue-owner account or publishing a listing you agree to them on
          behalf of yourself and the business you represent.
        </p>
        <p>
          Players who book your venue agree to our <Link to="/player-terms">player terms</Link>, and our{' '}
          <Link to="/privacy-policy">privacy policy</Link> explains how personal data is handled on the platform.
        </p>
      </>
    ),
  },
  {
    id: 'approval',
    title: 'Accounts and approval',
    body: (
      <>
        <p>
          Venue-owner accounts and venue listings are subject to approval by the platform. Our team normally reviews a
          new account or listing within 1–2 business days and tells you the outcome by email. Until your account is
          approved you cannot add a venue, and until a venue is approved it is not shown to players or open for booking.
        </p>
        <p>
          We may ask for further information before approving, and we may decline, suspend or withdraw approval where a
          listing does not meet these terms. You are responsible for keeping your login details secure and for
          everything done through your account.
        </p>
      </>
    ),
  },
  {
    id: 'dashboard',
    title: 'Your venue dashboard',
    body: (
      <>
        <p>Once approved, you manage your venue from the venue dashboard. It lets you:</p>
        <ul>
          <li>set an hourly price for each sport you offer, and special prices for particular dates;</li>
          <li>set weekly opening hours and breaks, for the whole venue or for each sport;</li>
          <li>block dates for maintenance, private events or closures, so they cannot be booked;</li>
          <li>describe your facilities and add any house rules that players must follow;</li>
          <li>see your bookings, activity and performance figures.</li>
        </ul>
        <p>
          Players can book hourly slots up to {BOOKING_WINDOW_DAYS} days ahead, so please keep your availability and
          blocked dates up to date well in advance. Anything shown as available may be booked.
        </p>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Accurate listings',
    body: (
      <>
        <p>Your listing must be accurate, complete and kept up to date. In particular:</p>
        <ul>
          <li>
            the name, address, location, sports, facilities and photos must describe the venue players will actually
            use;
          </li>
          <li>you must own, or have permission to use, every photo and description you upload;</li>
          <li>prices must be the full price per hour in pounds (£), with no hidden extras charged at the venue;</li>
          <li>
            you must hold the licences, permissions and insurance needed to operate the venue, and meet health and
            safety requirements.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Honouring confirmed bookings',
    body: (
      <>
        <p>
          A confirmed booking is a commitment to the player. You must make the booked facility available for the full
          time booked, in the condition described in your listing. If you cannot honour a booking because of an
          emergency, block the time as soon as possible and contact our support team so that we can inform the player
          and arrange a refund.
        </p>
        <p>
          Repeatedly failing to honour bookings, or taking bookings for the same slot through other channels, may lead
          to your listing being suspended.
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
          Players can cancel free of charge up to {FREE_CANCELLATION_HOURS} hours before the start of a booking at most
          venues. Cancellation requests are reviewed by the venue or by our admin team, and an approved request may be
          refunded in full, in part or not at all, in line with the cancellation policy that applies to the booking.
        </p>
        <ul>
          <li>
            Please respond to cancellation requests promptly; our admin team may decide requests that are left open.
          </li>
          <li>Refunds are returned to the player’s card by our card payment provider and take 5–7 business days.</li>
          <li>
            Where a booking is refunded, the corresponding amount is not paid out to you or is deducted from your
            payouts.
          </li>
          <li>The platform service fee paid by the player is non-refundable.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Fees and payouts',
    body: (
      <>
        <p>
          Players pay for bookings in pounds through our card payment provider. We collect the payment, deduct the
          platform fees agreed with you and pay the balance to your nominated bank account.
        </p>
        <p>
          To receive payouts you must complete identity verification (know your customer, or KYC) with our card payment
          provider, and keep your business and bank details current. Payouts may be held until verification is complete,
          and may be withheld where we reasonably suspect fraud or a breach of these terms.
        </p>
        <p>
          We will give you at least 30 days’ notice before changing our fees. You are responsible for your own taxes,
          including any VAT due on your bookings.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You may close your listing at any time by contacting our support team. Bookings that are already confirmed
          must still be honoured unless we agree otherwise.
        </p>
        <p>
          We may suspend or remove a listing, or close a venue-owner account, if you break these terms, receive repeated
          well-founded complaints, provide false information or put players at risk. Where we can, we will tell you why
          and give you the chance to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        You are responsible for your venue, your staff and the safety of everyone using your facilities. We provide the
        platform with reasonable care and skill but do not guarantee uninterrupted availability or any level of
        bookings. Nothing in these terms limits liability that cannot be limited by law. These terms are governed by the
        law of England and Wales.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          For questions about these terms, your listing or your payouts, see the <Link to="/help">Help Centre</Link> or
          contact our venue support team:
        </p>
        <SupportContact />
      </>
    ),
  },
];

export default function VenueTermsPage() {
  return (
    <LegalPage
      title="Venue Terms"
      idPrefix="venue-terms"
      intro={
        <p>
          These terms set out how venues are listed, booked and paid for on Sports Booking, and what we and venue owners
          can expect from each other.
        </p>
      }
      sections={sections}
    />
  );
}
