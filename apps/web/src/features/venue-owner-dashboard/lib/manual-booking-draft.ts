import {
  FRONT_DESK_MESSAGES as FM,
  formatPence,
  priceInputToPence,
  type ManualBookingRequest,
  type ManualPayment,
} from '@app/contracts';

/** The desk's new-booking form as the owner fills it in (issue 30 §3). */
export interface ManualBookingDraft {
  sport: string;
  date: string;
  times: string[];
  /** null: any free court (the same court for every hour where one is free). */
  courtId: number | null;
  name: string;
  email: string;
  phone: string;
  payment: ManualPayment;
  /** Pounds as typed; '' keeps the venue's price. */
  price: string;
  priceReason: string;
}

export function emptyManualBooking(start: Partial<ManualBookingDraft> = {}): ManualBookingDraft {
  return {
    sport: '',
    date: '',
    times: [],
    courtId: null,
    name: '',
    email: '',
    phone: '',
    payment: 'paid_at_venue',
    price: '',
    priceReason: '',
    ...start,
  };
}

/** Adds or removes an hour; the hours stay in order. */
export function toggleHour(times: readonly string[], time: string): string[] {
  return times.includes(time) ? times.filter((candidate) => candidate !== time) : [...times, time].sort();
}

export type ManualBookingResult = { ok: true; body: ManualBookingRequest } | { ok: false; problem: string };

/**
 * The request body, or the first problem the owner must fix — the API's own rules and messages, so
 * the form says what the server would. `venuePence` is the venue's price for the chosen hours.
 */
export function manualBookingBody(draft: ManualBookingDraft, venuePence: number | null): ManualBookingResult {
  if (draft.times.length === 0) return { ok: false, problem: 'Please choose at least one time slot' };
  if (!draft.name.trim()) return { ok: false, problem: FM.customerNameRequired };
  if (!draft.email.trim() && !draft.phone.trim()) return { ok: false, problem: FM.customerContactRequired };
  let pricePence: number | undefined;
  if (draft.price.trim() !== '') {
    const typed = priceInputToPence(draft.price.trim());
    if (typed === null) return { ok: false, problem: FM.pricePenceInvalid };
    if (typed !== venuePence) {
      if (!draft.priceReason.trim())
        return { ok: false, problem: FM.priceReasonRequired(venuePence === null ? 'price' : formatPence(venuePence)) };
      pricePence = typed;
    }
  }
  return {
    ok: true,
    body: {
      sport: draft.sport,
      date: draft.date,
      timeSlots: draft.times,
      ...(draft.courtId !== null ? { courtId: draft.courtId } : {}),
      customer: {
        name: draft.name.trim(),
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
        ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
      },
      payment: draft.payment,
      ...(pricePence !== undefined ? { pricePence, priceReason: draft.priceReason.trim() } : {}),
    },
  };
}
