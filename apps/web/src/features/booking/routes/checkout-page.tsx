import { PAYMENT_MESSAGES, STORAGE_KEYS, type BookingDraft } from '@app/contracts';
import { AlertCircle, ArrowLeft, CreditCard, Lock, Phone } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, useFreshUser } from '@/lib/auth';
import { forgetPendingBooking, rememberPendingBooking } from '@/lib/pending-booking';
import { readSessionStorage } from '@/lib/storage';
import { BookingConfirmedDialog } from '../components/booking-confirmed-dialog';
import { BookingSummary } from '../components/booking-summary';
import { BookingTerms } from '../components/booking-terms';
import { VerifyBeforePaying } from '../components/verify-before-paying';
import { SplitPaymentCard } from '../components/split-payment-card';
import { ThreeDSecureDialog } from '@/components/three-d-secure-dialog';
import { clearCheckoutStorage } from '../lib/booking-confirmation';
import { checkBookingDraft } from '../lib/checkout-draft';
import { payButtonState } from '../lib/pay-button';
import { splitFromDraft, splitPaymentProblem, type CheckoutSplit } from '../lib/split';
import { useCheckoutPayment } from '../lib/use-checkout-payment';

/** What checkout needs from a card chooser; the payment-methods feature's SavedCardPicker fits it. */
interface CardPickerProps {
  value: number | null;
  onValueChange: (cardId: number | null) => void;
  disabled?: boolean;
}

interface CheckoutPageProps {
  /** Saved cards belong to another feature; the app layer passes its picker in (features never import each other). */
  cardPicker: ComponentType<CardPickerProps>;
}

/** /checkout (player.md §2): pays for the draft the venue page left in sessionStorage. */
export default function CheckoutPage({ cardPicker }: CheckoutPageProps) {
  // Read once per visit: the venue page writes the draft before navigating here.
  const [check] = useState(() => checkBookingDraft(readSessionStorage(STORAGE_KEYS.bookingDraft)));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Checkout</PageTitle>
      <BackButton venueId={check.ok ? check.draft.venueId : null} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Checkout</h1>
      {check.ok ? (
        <CheckoutForm draft={check.draft} CardPicker={cardPicker} />
      ) : (
        <DraftProblem message={check.message} />
      )}
    </div>
  );
}

function BackButton({ venueId }: { venueId: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no history in this app): go to the venue, or the venue list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(venueId ? `/venue/${venueId}` : '/venues'));
  return (
    <Button variant="ghost" size="sm" onClick={back} className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}

function DraftProblem({ message }: { message: string }) {
  return (
    <div className="mt-6 space-y-4">
      <ProblemMessage>{message}</ProblemMessage>
      <Link to="/venues" className={buttonStyles({ variant: 'secondary' })}>
        Find a venue
      </Link>
    </div>
  );
}

function CheckoutForm({ draft, CardPicker }: { draft: BookingDraft; CardPicker: ComponentType<CardPickerProps> }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const freshUser = useFreshUser();
  const unverified = user !== null && !user.emailVerified;
  const payment = useCheckoutPayment(draft);
  const [mobileNumber, setMobileNumber] = useState(() => user?.phone ?? '');
  const [cardId, setCardId] = useState<number | null>(null);
  const [split, setSplit] = useState<CheckoutSplit>(() => splitFromDraft(draft));
  const [problem, setProblem] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);

  const button = payButtonState({
    totalPence: draft.totalAmountPence,
    split,
    loading: payment.loading,
    cardId,
    mobileNumber,
  });
  const shownError = problem ?? payment.error;

  // The verification link (opened in another tab) leads back to this booking.
  useEffect(() => {
    if (unverified)
      rememberPendingBooking({
        venueId: draft.venueId,
        sport: draft.sport,
        date: draft.date,
        timeSlots: draft.timeSlots,
      });
  }, [unverified, draft]);
  useEffect(() => {
    if (payment.confirmation) forgetPendingBooking();
  }, [payment.confirmation]);

  const pay = () => {
    setProblem(null);
    payment.clearError();
    const splitProblem = splitPaymentProblem(split);
    if (splitProblem) {
      setProblem(splitProblem);
      return;
    }
    // The server wants at least 5 characters; saying so here saves a round trip.
    if (mobileNumber.trim().length < 5) {
      setMobileError(PAYMENT_MESSAGES.mobileRequired);
      document.getElementById('checkout-mobile')?.focus();
      return;
    }
    if (cardId === null) {
      setProblem(PAYMENT_MESSAGES.paymentMethodNotFound);
      return;
    }
    void payment.pay({ cardId, mobileNumber, split });
  };

  const continueToVenues = () => {
    clearCheckoutStorage();
    navigate('/venues');
  };

  return (
    <div className="mt-6 space-y-6">
      {unverified && user && (
        <VerifyBeforePaying
          email={user.email}
          checking={freshUser.isFetching}
          onCheckAgain={() => void freshUser.refetch()}
        />
      )}

      <BookingSummary draft={draft} />

      <section
        aria-labelledby="checkout-contact"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="checkout-contact" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Phone aria-hidden="true" className="size-5 text-emerald-700" />
          Contact details
        </h2>
        <FormField
          id="checkout-mobile"
          className="mt-4"
          label="Mobile number"
          error={mobileError}
          hint="The venue uses this number if they need to reach you about the booking."
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              required
              aria-required="true"
              placeholder="07700 900123"
              value={mobileNumber}
              disabled={payment.loading}
              onChange={(event) => {
                setMobileNumber(event.target.value);
                setMobileError(null);
              }}
              className="max-w-xs"
            />
          )}
        </FormField>
      </section>

      <section
        aria-labelledby="checkout-payment-method"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="checkout-payment-method" className="mb-4 flex items-center gap-2 text-xl font-semibold text-slate-900">
          <CreditCard aria-hidden="true" className="size-5 text-emerald-700" />
          Payment method
        </h2>
        <CardPicker value={cardId} onValueChange={setCardId} disabled={payment.loading} />
      </section>

      <SplitPaymentCard
        totalPence={draft.totalAmountPence}
        split={split}
        onChange={(next) => {
          setSplit(next);
          setProblem(null);
        }}
        disabled={payment.loading}
      />

      <BookingTerms />

      <div className="space-y-3">
        {shownError && <ProblemMessage>{shownError}</ProblemMessage>}
        <Button
          size="lg"
          className="w-full"
          onClick={pay}
          disabled={button.disabled || unverified}
          aria-describedby={button.disabled || unverified ? 'checkout-pay-hint' : undefined}
        >
          {payment.loading ? <Spinner className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
          {button.label}
        </Button>
        {payment.loading && !payment.challenge && (
          <p role="status" className="text-center text-sm text-slate-700">
            Processing your payment...
          </p>
        )}
        {unverified ? (
          <p id="checkout-pay-hint" className="text-center text-sm text-slate-700">
            Verify your email address to pay (see the top of this page).
          </p>
        ) : (
          button.disabled &&
          !payment.loading && (
            <p id="checkout-pay-hint" className="text-center text-sm text-slate-700">
              Enter your mobile number and choose a card to pay.
            </p>
          )
        )}
      </div>

      <ThreeDSecureDialog
        challenge={payment.challenge}
        venueName={draft.venueName}
        busy={payment.authenticating}
        onAnswer={(result) => void payment.answerChallenge(result)}
      />
      <BookingConfirmedDialog confirmation={payment.confirmation} onContinue={continueToVenues} />
    </div>
  );
}

function ProblemMessage({ children }: { children: string }) {
  return (
    <FormMessage>
      <p className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {children}
      </p>
    </FormMessage>
  );
}
