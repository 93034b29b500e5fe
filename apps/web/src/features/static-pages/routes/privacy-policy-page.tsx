import { Link } from 'react-router';
import { SPLIT_CUTOFF_HOURS } from '@app/contracts';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { SupportContact } from '../components/support-contact';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Sports Booking runs an online marketplace for booking sports venues in the UK. We are the controller of the
        personal data described in this policy, which explains what we collect, why, and the rights you have under the
        UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The data we collect',
    body: (
      <>
        <h3>Account data</h3>
        <p>
          Your name, email address, date of birth and password (stored only in a securely hashed form), your profile
          image and favourite sports if you add them, your marketing preference, and whether your email address has been
          verified. For venue owners, also business name, phone number and preferred contact method.
        </p>
        <h3>Booking data</h3>
        <p>
          The venue, sport, date and time slots you book, the amount paid, the mobile number you give at checkout,
          booking status, cancellation requests and their reasons, and the email addresses of anyone you invite to split
          a payment.
        </p>
        <h3>Payment data</h3>
        <p>
          Card payments are handled by our card payment provider, which receives your card number and security code
          directly. We never see or store your full card details. For saved cards we keep only the card brand, the last
          4 digits and the expiry date, together with the provider’s reference, so that you can recognise and choose the
          card. Any billing name and address you enter are passed to the provider with the card.
        </p>
        <h3>Technical data</h3>
        <p>
          Information your browser sends when you use the site, such as IP address, device and browser type, and the
          pages you visit, used to keep the service secure and working.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'Why we use your data and our lawful bases',
    body: (
      <>
        <ul>
          <li>
            <strong>To provide the service (contract):</strong> creating your account, taking bookings and payments,
            arranging split payments, handling cancellations and refunds, and sending confirmations and account emails
            such as verification and password reset links.
          </li>
          <li>
            <strong>To meet legal obligations:</strong> keeping accounting and tax records, and responding to lawful
            requests from authorities.
          </li>
          <li>
            <strong>Legitimate interests:</strong> preventing fraud and abuse, keeping the platform secure, moderating
            venues and accounts, and improving our service.
          </li>
          <li>
            <strong>Consent:</strong> sending marketing emails if you opt in, and non-essential cookies. You can
            withdraw consent at any time in your dashboard settings or through the cookie banner.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          When you first visit, a cookie banner asks you to choose between essential cookies only and all cookies. Your
          choice (“essential” or “all”) is stored in your browser’s local storage so that we do not ask again.
        </p>
        <ul>
          <li>
            <strong>Essential:</strong> needed for the site to work, such as keeping you signed in, remembering a
            booking in progress and protecting forms. These cannot be switched off.
          </li>
          <li>
            <strong>All:</strong> also allows optional cookies that help us understand how the site is used so that we
            can improve it.
          </li>
        </ul>
        <p>You can change your choice at any time by clearing your browser’s storage for this site.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    body: (
      <>
        <ul>
          <li>
            <strong>Venues:</strong> the venue you book receives the details needed to host you, such as your name,
            booking times and contact number.
          </li>
          <li>
            <strong>Our card payment provider:</strong> to process payments, refunds and saved cards, and to verify the
            identity of venue owners who receive payouts.
          </li>
          <li>
            <strong>People you split a payment with:</strong> receive an invitation showing the booking details and your
            name.
          </li>
          <li>
            <strong>Service providers:</strong> who host our systems and send our emails, under contracts that require
            them to protect your data.
          </li>
        </ul>
        <p>
          We never sell your personal data. Where data is transferred outside the UK, we use appropriate safeguards such
          as the UK International Data Transfer Agreement.
        </p>
      </>
    ),
  },
  {
    id: 'payments-and-refunds',
    title: 'Payments, refunds and split balances',
    body: (
      <>
        <p>
          We keep a record of every payment and refund linked to your bookings. Refunds are returned to the original
          card and take 5–7 business days; the service fee is non-refundable.
        </p>
        <p>
          If you organise a booking and split its cost, any unpaid split balance is charged to you as the lead user{' '}
          {SPLIT_CUTOFF_HOURS} hours before the start, using the card you paid with. This is why we keep the payment
          reference for your card until the booking has taken place.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>Account data is kept while your account is open.</li>
        <li>
          Booking and payment records are kept for as long as needed for accounting and tax purposes, even after an
          account is deleted.
        </li>
        <li>Inactive accounts may be anonymised after 12–24 months without activity.</li>
        <li>Password reset and email verification links expire and are not kept beyond their use.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Keeping your data safe',
    body: (
      <p>
        We use encrypted connections, hashed passwords and access controls to protect your data, and only staff who need
        it to do their job can see it. Card details are handled by our payment provider and never touch our servers.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased, where we do not need to keep it;</li>
          <li>restrict or object to certain uses of your data, including direct marketing;</li>
          <li>receive your data in a portable format;</li>
          <li>withdraw consent at any time, where we rely on consent.</li>
        </ul>
        <p>
          You can update your profile, marketing preference and saved cards, or delete your account, from your
          dashboard. For anything else, contact us using the details below; we will respond within one month. You also
          have the right to complain to the Information Commissioner’s Office (ICO) at ico.org.uk.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          If you have a question about this policy or how we use your data, contact us. You can also read our{' '}
          <Link to="/player-terms">player terms</Link> and <Link to="/venue-terms">venue terms</Link>.
        </p>
        <SupportContact />
      </>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      idPrefix="privacy"
      intro={
        <p>
          Your privacy matters to us. This policy explains how Sports Booking collects, uses and protects personal data
          when you book a venue, list a venue or simply browse the site.
        </p>
      }
      sections={sections}
    />
  );
}
