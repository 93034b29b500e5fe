import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Row types of the database, the same on SQLite and PostgreSQL (see the initial migration for the
 * storage conventions: pence integers, ISO UTC text instants, 0/1 flags, JSON text lists).
 */
type Flag = ColumnType<number, number | undefined, number>;
type Id = Generated<number>;

export type Role = 'player' | 'venue_owner' | 'admin';
export type UserStatus = 'active' | 'banned';
export type TokenPurpose = 'session' | 'email_verification' | 'password_reset';
export type BookingStatus = 'pending' | 'confirmed' | 'cancellation_requested' | 'cancelled' | 'expired' | 'failed';
export type PaymentStatus = 'pending' | 'succeeded' | 'partially_refunded' | 'refunded' | 'failed';
export type BookingSource = 'online' | 'manual';
/** How a manual booking is paid (20261129210000_front_desk). */
export type VenuePayment = 'paid_at_venue' | 'unpaid' | 'pay_link';
export type CancellationDecider = 'admin' | 'owner' | 'policy';
export type ParticipantStatus = 'pending' | 'paid' | 'covered' | 'refunded' | 'cancelled';
export type CancellationStatus = 'pending' | 'processing' | 'approved' | 'rejected';
export type RefundType = 'full' | 'partial' | 'none';
export type SplitStatus = 'collecting' | 'settled' | 'awaiting_organiser' | 'cancelled';
/** A payments-ledger row: 'pending' until the provider has answered, then the provider's state. */
export type LedgerStatus = 'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  name: string;
  username: string | null;
  role: Role;
  date_of_birth: string | null;
  favourite_sports: ColumnType<string, string | undefined, string>;
  marketing_preference: Flag;
  phone: string | null;
  location: string | null;
  profile_image: string | null;
  business_name: string | null;
  preferred_contact: ColumnType<string, string | undefined, string>;
  approved: Flag;
  approval_date: string | null;
  approval_notes: string | null;
  email_verified: Flag;
  email_verified_at: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  ban_reason: string | null;
  banned_at: string | null;
  payment_customer_id: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Id;
  user_id: number;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** Sessions: when the token was last used (to the hour); idle too long, it no longer opens the session. */
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VenuesTable {
  id: Id;
  owner_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  location: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  latitude: number | null;
  longitude: number | null;
  time_zone: ColumnType<string, string | undefined, string>;
  approved: Flag;
  approval_date: string | null;
  approval_notes: string | null;
  created_at: string;
  updated_at: string;
  cancellation_free_hours: ColumnType<number, number | undefined, number>;
  cancellation_auto_approve: Flag;
}

/**
 * A live venue's change of name, location or address awaiting an admin (docs/decisions/0056): one per
 * venue; 'rejected' keeps the admin's note for the owner until the next change replaces it.
 */
export interface VenuePendingChangesTable {
  venue_id: number;
  name: string;
  location: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  status: ColumnType<'pending' | 'rejected', 'pending' | 'rejected' | undefined, 'pending' | 'rejected'>;
  submitted_by: number | null;
  submitted_at: string;
  decided_at: string | null;
  decision_notes: string | null;
}

export interface VenueSportsTable {
  id: Id;
  venue_id: number;
  sport: string;
  price_per_hour_pence: number | null;
  court_count: ColumnType<number, number | undefined, number>;
  description: ColumnType<string, string | undefined, string>;
  facilities: ColumnType<string, string | undefined, string>;
  position: ColumnType<number, number | undefined, number>;
}

/** A venue sport's court, numbered as its claims (booking_slots.court_number) name it. */
export interface VenueCourtsTable {
  id: Id;
  venue_id: number;
  sport: string;
  number: number;
  name: string;
}

export interface CourtNumbersTable {
  n: number;
}

export interface VenueImagesTable {
  id: Id;
  venue_id: number;
  sport: string | null;
  url: string;
  position: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface VenueFacilitiesTable {
  venue_id: number;
  name: string;
  position: ColumnType<number, number | undefined, number>;
}

export interface VenueSchedulesTable {
  id: Id;
  venue_id: number;
  sport: string | null;
  day_of_week: number;
  is_open: Flag;
  open_time: ColumnType<string, string | undefined, string>;
  close_time: ColumnType<string, string | undefined, string>;
}

export interface ScheduleBreaksTable {
  id: Id;
  schedule_id: number;
  start_time: string;
  end_time: string;
  reason: ColumnType<string, string | undefined, string>;
}

export interface SpecialDatesTable {
  id: Id;
  venue_id: number;
  sport: string | null;
  date: string;
  start_time: string;
  end_time: string;
  price_pence: number | null;
  available: Flag;
  notes: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface BlockedPeriodsTable {
  id: Id;
  venue_id: number;
  sport: string | null;
  start_date: string;
  end_date: string;
  all_day: Flag;
  start_time: ColumnType<string, string | undefined, string>;
  end_time: ColumnType<string, string | undefined, string>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface BookingsTable {
  id: Id;
  user_id: number;
  venue_id: number;
  sport: string;
  date: string;
  time_zone: ColumnType<string, string | undefined, string>;
  /** JSON list of 'HH:00' start times, kept after the slot claims are released. */
  time_slots: string;
  starts_at: string;
  ends_at: string;
  total_pence: number;
  status: BookingStatus;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  mobile_number: string | null;
  is_split: Flag;
  /** The saved card (payment_methods.id) that paid. */
  payment_method_id: number | null;
  /** The client's key for this checkout attempt; a retry with the same key returns the same booking. */
  request_key: string | null;
  /** Split bookings: the unpaid balance falls to the organiser at this instant (4 h before start). */
  split_deadline_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Split bookings: without a valid payment by now (2 h before start) the booking is cancelled. */
  split_cutoff_at: ColumnType<string | null, string | null | undefined, string | null>;
  split_status: ColumnType<SplitStatus | null, SplitStatus | null | undefined, SplitStatus | null>;
  /** Set by the sweep run that is settling the balance; other runs leave the booking alone. */
  split_claimed_at: ColumnType<string | null, string | null | undefined, string | null>;
  hold_expires_at: string | null;
  /**
   * The booking's claim: set while one operation that moves its money or courts holds it (an edit, an
   * admin's decision, a closure's refunds, a share payment, a split sweep run), from its start to its
   * end; older than the stale limit, a crashed one (named for its first user, the edit).
   */
  amending_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** A cancelled booking: what its cancellation let it keep (0 after a full refund or a closure); null while live. */
  keep_pence: ColumnType<number | null, number | null | undefined, number | null>;
  confirmed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  /** The front desk (20261129210000_front_desk, docs/decisions/0058). */
  source: ColumnType<BookingSource, BookingSource | undefined, BookingSource>;
  venue_payment: ColumnType<VenuePayment | null, VenuePayment | null | undefined, VenuePayment | null>;
  pay_link_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  venue_paid_at: ColumnType<string | null, string | null | undefined, string | null>;
  venue_refunded_pence: ColumnType<number | null, number | null | undefined, number | null>;
  entered_by: ColumnType<number | null, number | null | undefined, number | null>;
  customer_name: ColumnType<string | null, string | null | undefined, string | null>;
  customer_email: ColumnType<string | null, string | null | undefined, string | null>;
  customer_phone: ColumnType<string | null, string | null | undefined, string | null>;
  price_reason: ColumnType<string | null, string | null | undefined, string | null>;
  no_show_at: ColumnType<string | null, string | null | undefined, string | null>;
  owner_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BookingSlotsTable {
  id: Id;
  booking_id: number;
  venue_id: number;
  sport: string;
  date: string;
  start_time: string;
  court_number: ColumnType<number, number | undefined, number>;
  starts_at: string;
  price_pence: number;
  is_special: Flag;
}

export interface BookingParticipantsTable {
  id: Id;
  booking_id: number;
  user_id: number | null;
  email: string;
  name: string | null;
  is_organiser: Flag;
  share_pence: number;
  paid_pence: ColumnType<number, number | undefined, number>;
  status: ColumnType<ParticipantStatus, ParticipantStatus | undefined, ParticipantStatus>;
  invite_token_hash: string | null;
  invite_expires_at: string | null;
  invited_at: string | null;
  paid_at: string | null;
  /** What this payer got back when the booking was cancelled. */
  refunded_pence: ColumnType<number, number | undefined, number>;
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export interface PaymentMethodsTable {
  id: Id;
  user_id: number;
  provider: string;
  provider_payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: string | null;
  country: string | null;
  cardholder_name: string | null;
  billing_address: ColumnType<string, string | undefined, string>;
  is_default: Flag;
  created_at: string;
}

export interface PaymentsTable {
  id: Id;
  booking_id: number | null;
  participant_id: number | null;
  user_id: number | null;
  kind: 'charge' | 'refund';
  provider: string;
  provider_reference: string | null;
  parent_payment_id: number | null;
  amount_pence: number;
  currency: ColumnType<string, string | undefined, string>;
  status: LedgerStatus;
  idempotency_key: string;
  payment_method_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}

export interface CancellationRequestsTable {
  id: Id;
  booking_id: number;
  requested_by: number | null;
  reason: string;
  status: ColumnType<CancellationStatus, CancellationStatus | undefined, CancellationStatus>;
  refund_type: RefundType | null;
  refund_amount_pence: number | null;
  refund_reason: string | null;
  admin_notes: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
  /** When the decision now being carried out started (status 'processing'). */
  claimed_at: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<
    CancellationDecider | null,
    CancellationDecider | null | undefined,
    CancellationDecider | null
  >;
}

export type AmendmentStatus = 'open' | 'done' | 'undone';

/** The journal of one edit of a booking's hours: what it changes, and how it ended. */
export interface BookingAmendmentsTable {
  id: Id;
  booking_id: number;
  /** JSON lists of 'HH:00' start times. */
  times_before: string;
  times_after: string;
  total_before_pence: number;
  total_after_pence: number;
  status: AmendmentStatus;
  created_at: string;
  closed_at: string | null;
}

export interface BlogPostsTable {
  id: Id;
  /** Set on create, never changed (the post's URL); nullable only because SQLite adds columns so. */
  slug: string | null;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  is_featured: Flag;
  image: string | null;
  read_time: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export interface SandboxCustomersTable {
  id: string;
  email: string;
  name: string | null;
  created_at: string;
}

export interface SandboxPaymentMethodsTable {
  id: string;
  customer_id: string | null;
  behaviour: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: string;
  country: string;
  billing_details: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface SandboxPaymentIntentsTable {
  id: string;
  amount: number;
  amount_refunded: ColumnType<number, number | undefined, number>;
  currency: string;
  customer_id: string | null;
  payment_method_id: string;
  status: string;
  client_secret: string;
  idempotency_key: string | null;
  off_session: Flag;
  failure_code: string | null;
  decline_code: string | null;
  description: string | null;
  metadata: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export interface SandboxRefundsTable {
  id: string;
  payment_intent_id: string;
  amount: number;
  status: string;
  idempotency_key: string | null;
  created_at: string;
}

export interface VenueSearchTermsTable {
  venue_id: number;
  term: string;
}

/** Derived from venues, their sports and terms (approved venues only); see the venue_search_order migration. */
export interface VenueSearchRowsTable {
  term: string;
  /** '' is the row for "any sport". */
  sport: string;
  name: string;
  venue_id: number;
  /** Pence the search sorts by; 2147483647 when no price is set. */
  price: number;
}

export interface VenueSearchPointsTable {
  sport: string;
  cell: number;
  venue_id: number;
  latitude: number;
  longitude: number;
}

/**
 * Per sport ('' for any) and grid cell with venues: how many venues of that sport lie in the cell's
 * latitude band at its column or west of it (docs/decisions/0038).
 */
export interface VenueSearchBandTotalsTable {
  sport: string;
  cell: number;
  up_to: number;
}

/** An approved venue as search answers show it: its VenueSummary as JSON text (venueSummaryOf). */
export interface VenueSearchListingsTable {
  venue_id: number;
  listing: string;
  /** The application's listing format the text was written in; one that differs is rebuilt (docs/decisions/0053). */
  format: number;
}

/** The listing version (venue_versions) each venue's search index rows were made at. */
export interface VenueSearchIndexedTable {
  venue_id: number;
  listing_version: number;
}

/** A venue's page rows as one JSON text, read at `version` of its data (docs/decisions/0033). */
export interface VenuePagesTable {
  venue_id: number;
  version: number;
  page: string;
  /** The application's page format the text was written in; one that differs is rebuilt (docs/decisions/0053). */
  format: number;
}

/**
 * A venue's version: the one "venue changed" signal (docs/decisions/0053). Bumped by triggers in every
 * transaction that writes a table the venue's public answers come from; `listing_version` is the version
 * of the last change to what its search card shows. SQLite: one counter for the whole database.
 */
export interface VenueVersionsTable {
  venue_id: number;
  version: number;
  listing_version: number;
}

export interface ActivityLogTable {
  id: Id;
  type: string;
  subject_id: number | null;
  actor_id: number | null;
  message: string;
  data: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** One rating per played booking (1–5 stars, optional comment), by the player who booked it. */
export interface ReviewsTable {
  id: Id;
  booking_id: number;
  venue_id: number;
  user_id: number | null;
  rating: number;
  comment: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  venues: VenuesTable;
  venue_sports: VenueSportsTable;
  venue_pending_changes: VenuePendingChangesTable;
  venue_images: VenueImagesTable;
  venue_facilities: VenueFacilitiesTable;
  venue_schedules: VenueSchedulesTable;
  schedule_breaks: ScheduleBreaksTable;
  special_dates: SpecialDatesTable;
  blocked_periods: BlockedPeriodsTable;
  bookings: BookingsTable;
  booking_slots: BookingSlotsTable;
  venue_courts: VenueCourtsTable;
  court_numbers: CourtNumbersTable;
  booking_participants: BookingParticipantsTable;
  booking_amendments: BookingAmendmentsTable;
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  cancellation_requests: CancellationRequestsTable;
  blog_posts: BlogPostsTable;
  activity_log: ActivityLogTable;
  reviews: ReviewsTable;
  venue_search_terms: VenueSearchTermsTable;
  venue_search_rows: VenueSearchRowsTable;
  venue_search_points: VenueSearchPointsTable;
  venue_search_band_totals: VenueSearchBandTotalsTable;
  venue_search_listings: VenueSearchListingsTable;
  venue_search_indexed: VenueSearchIndexedTable;
  venue_pages: VenuePagesTable;
  venue_versions: VenueVersionsTable;
  sandbox_customers: SandboxCustomersTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_payment_intents: SandboxPaymentIntentsTable;
  sandbox_refunds: SandboxRefundsTable;
  rate_limit_counters: RateLimitCountersTable;
  pending_mails: PendingMailsTable;
  owner_events: OwnerEventsTable;
  owner_notification_settings: OwnerNotificationSettingsTable;
  owner_summary_days: OwnerSummaryDaysTable;
}

/** Request-limit hits per client key and window, shared by every server process. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** Epoch milliseconds. */
  window_ends_at: number;
}

/** A mail to send after its transaction committed (a booking's confirmation); deleted once sent. */
export interface PendingMailsTable {
  id: Generated<number>;
  kind: 'booking_confirmed' | 'owner_event';
  booking_id: number;
  /** For kind 'owner_event': the owner_events row the mail tells the venue's owner about. */
  owner_event_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the periodic sweep may (re)send it; a sender moves it ahead while it works. */
  due_at: string;
  attempts: Generated<number>;
  created_at: string;
}

/** How an owner hears of their venues' bookings (docs/decisions/0057). */
export type OwnerDelivery = 'each' | 'daily' | 'none';

/** Something that happened to a booking at an owner's venue, for the owner's mail, summary and feed (0057). */
export interface OwnerEventsTable {
  id: Generated<number>;
  owner_id: number;
  venue_id: number;
  booking_id: number;
  /** An ActivityType of @app/contracts: booked, amended, cancellation_requested, cancelled, refunded, … */
  type: string;
  occurred_at: string;
  /** The London date of occurred_at: the daily summary's day. */
  london_date: string;
  /** How the owner wanted to hear of it when it happened. */
  delivery: OwnerDelivery;
  /** The facts the mails print, JSON. */
  details: ColumnType<string, string | undefined, string>;
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An owner's notification choice; no row is 'each'. */
export interface OwnerNotificationSettingsTable {
  owner_id: number;
  delivery: OwnerDelivery;
  updated_at: string;
}

/** A London day whose summary a server claimed for an owner (sent_at once sent). */
export interface OwnerSummaryDaysTable {
  owner_id: number;
  day: string;
  claimed_until: string;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Venue = Selectable<VenuesTable>;
export type Booking = Selectable<BookingsTable>;
