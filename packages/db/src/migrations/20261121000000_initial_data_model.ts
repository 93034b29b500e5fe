import { sql, type Kysely } from 'kysely';
import { flag, withId } from './column-helpers';

/*
 * The full data model of both spec documents. Conventions (docs/decisions/0003-storage-conventions.md):
 * - money is integer pence (`*_pence`);
 * - instants are ISO-8601 UTC text (`*_at`); venue-local dates are 'YYYY-MM-DD' text and hours
 *   'HH:MM' text, interpreted in the venue's IANA zone (`venues.time_zone`, Europe/London);
 * - booleans are integers 0/1 on both engines, so rows read the same from SQLite and PostgreSQL;
 * - lists the spec keeps as plain text lists (favourite sports) are JSON text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('player', 'venue_owner', 'admin')`))
    .addColumn('date_of_birth', 'text')
    .addColumn('favourite_sports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('marketing_preference', 'integer', flag(0))
    .addColumn('phone', 'text')
    .addColumn('location', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('business_name', 'text')
    .addColumn('preferred_contact', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('approved', 'integer', flag(0))
    .addColumn('approval_date', 'text')
    .addColumn('approval_notes', 'text')
    .addColumn('email_verified', 'integer', flag(0))
    .addColumn('email_verified_at', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'banned')`),
    )
    .addColumn('ban_reason', 'text')
    .addColumn('banned_at', 'text')
    .addColumn('payment_customer_id', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();

  // Sessions, e-mail verification and password-reset tokens: only a SHA-256 of the token is stored.
  await withId(db, db.schema.createTable('auth_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('session', 'email_verification', 'password_reset')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_purpose_idx')
    .on('auth_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await withId(db, db.schema.createTable('venues'))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/London'))
    .addColumn('approved', 'integer', flag(0))
    .addColumn('approval_date', 'text')
    .addColumn('approval_notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venues_approved_name_idx').on('venues').columns(['approved', 'name']).execute();
  await db.schema.createIndex('venues_owner_idx').on('venues').column('owner_id').execute();
  await db.schema.createIndex('venues_coordinates_idx').on('venues').columns(['latitude', 'longitude']).execute();

  // Per-sport configuration: price in pence (null = price on request) and how many courts/pitches.
  await withId(db, db.schema.createTable('venue_sports'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('price_per_hour_pence', 'integer', (c) => c.check(sql`price_per_hour_pence >= 0`))
    .addColumn('court_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`court_count >= 1`),
    )
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facilities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('venue_sports_venue_sport_uq', ['venue_id', 'sport'])
    .execute();
  await db.schema
    .createIndex('venue_sports_sport_price_idx')
    .on('venue_sports')
    .columns(['sport', 'price_per_hour_pence'])
    .execute();

  await withId(db, db.schema.createTable('venue_images'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('sport', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_images_venue_idx').on('venue_images').columns(['venue_id', 'position']).execute();

  await db.schema
    .createTable('venue_facilities')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('venue_facilities_pk', ['venue_id', 'name'])
    .execute();

  // Weekly opening hours; sport null is the general schedule, a sport name its own override.
  await withId(db, db.schema.createTable('venue_schedules'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('sport', 'text')
    .addColumn('day_of_week', 'integer', (c) => c.notNull().check(sql`day_of_week between 0 and 6`))
    .addColumn('is_open', 'integer', flag(1))
    .addColumn('open_time', 'text', (c) => c.notNull().defaultTo('08:00'))
    .addColumn('close_time', 'text', (c) => c.notNull().defaultTo('22:00'))
    .execute();
  // NULLs are distinct in a plain unique index, so the general schedule is keyed through coalesce.
  await sql`create unique index venue_schedules_day_uq on venue_schedules (venue_id, coalesce(sport, ''), day_of_week)`.execute(
    db,
  );

  await withId(db, db.schema.createTable('schedule_breaks'))
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('venue_schedules.id').onDelete('cascade'))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('schedule_breaks_schedule_idx').on('schedule_breaks').column('schedule_id').execute();

  await withId(db, db.schema.createTable('special_dates'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('sport', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('price_pence', 'integer', (c) => c.check(sql`price_pence >= 0`))
    .addColumn('available', 'integer', flag(1))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('special_dates_venue_date_idx')
    .on('special_dates')
    .columns(['venue_id', 'date'])
    .execute();

  // Closures: sport null is a venue-wide (bulk) block, a sport name a sport-specific blocked date.
  await withId(db, db.schema.createTable('blocked_periods'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('sport', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('all_day', 'integer', flag(1))
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('end_time', 'text', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo('Blocked'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blocked_periods_venue_dates_idx')
    .on('blocked_periods')
    .columns(['venue_id', 'start_date', 'end_date'])
    .execute();

  await withId(db, db.schema.createTable('bookings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Europe/London'))
    .addColumn('time_slots', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('total_pence', 'integer', (c) => c.notNull().check(sql`total_pence >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('pending', 'confirmed', 'cancellation_requested', 'cancelled', 'expired', 'failed')`),
    )
    .addColumn('payment_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`payment_status in ('pending', 'succeeded', 'partially_refunded', 'refunded', 'failed')`),
    )
    .addColumn('mobile_number', 'text')
    .addColumn('is_split', 'integer', flag(0))
    .addColumn('hold_expires_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_user_starts_idx').on('bookings').columns(['user_id', 'starts_at']).execute();
  await db.schema.createIndex('bookings_venue_date_idx').on('bookings').columns(['venue_id', 'date']).execute();
  await db.schema
    .createIndex('bookings_status_hold_idx')
    .on('bookings')
    .columns(['status', 'hold_expires_at'])
    .execute();
  await db.schema.createIndex('bookings_created_idx').on('bookings').column('created_at').execute();

  // One row per court-hour a live booking holds. The unique key is the double-booking guard on both
  // engines: a second claim on the same court, sport, date and hour fails inside its transaction.
  await withId(db, db.schema.createTable('booking_slots'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('court_number', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`court_number >= 1`),
    )
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('price_pence', 'integer', (c) => c.notNull().check(sql`price_pence >= 0`))
    .addColumn('is_special', 'integer', flag(0))
    .addUniqueConstraint('booking_slots_claim_uq', ['venue_id', 'sport', 'date', 'start_time', 'court_number'])
    .execute();
  await db.schema.createIndex('booking_slots_booking_idx').on('booking_slots').column('booking_id').execute();

  // Who owes and who paid what for a booking: the organiser alone, or every person of a split.
  await withId(db, db.schema.createTable('booking_participants'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('is_organiser', 'integer', flag(0))
    .addColumn('share_pence', 'integer', (c) => c.notNull().check(sql`share_pence >= 0`))
    .addColumn('paid_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'covered', 'refunded', 'cancelled')`),
    )
    .addColumn('invite_token_hash', 'text', (c) => c.unique())
    .addColumn('invite_expires_at', 'text')
    .addColumn('invited_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_participants_booking_idx')
    .on('booking_participants')
    .column('booking_id')
    .execute();

  // Saved cards: only what the card provider returns for display; never a card number.
  await withId(db, db.schema.createTable('payment_methods'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_method_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('funding', 'text')
    .addColumn('country', 'text')
    .addColumn('cardholder_name', 'text')
    .addColumn('billing_address', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_default', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_methods_provider_id_uq', ['provider', 'provider_payment_method_id'])
    .execute();
  await db.schema.createIndex('payment_methods_user_idx').on('payment_methods').column('user_id').execute();

  // Every movement of money: charges and refunds, each with the provider's reference and an
  // idempotency key so a retried request can never move money twice.
  await withId(db, db.schema.createTable('payments'))
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id'))
    .addColumn('participant_id', 'integer', (c) => c.references('booking_participants.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'refund')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('parent_payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('gbp'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_method_id', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_booking_idx').on('payments').column('booking_id').execute();
  await db.schema.createIndex('payments_reference_idx').on('payments').column('provider_reference').execute();
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();

  await withId(db, db.schema.createTable('cancellation_requests'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'processing', 'approved', 'rejected')`),
    )
    .addColumn('refund_type', 'text', (c) => c.check(sql`refund_type in ('full', 'partial', 'none')`))
    .addColumn('refund_amount_pence', 'integer', (c) => c.check(sql`refund_amount_pence >= 0`))
    .addColumn('refund_reason', 'text')
    .addColumn('admin_notes', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cancellation_requests_status_idx')
    .on('cancellation_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('cancellation_requests_booking_idx')
    .on('cancellation_requests')
    .column('booking_id')
    .execute();

  await withId(db, db.schema.createTable('blog_posts'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('is_featured', 'integer', flag(0))
    .addColumn('image', 'text')
    .addColumn('read_time', 'text', (c) => c.notNull().defaultTo('5 min read'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_created_idx').on('blog_posts').column('created_at').execute();

  await withId(db, db.schema.createTable('activity_log'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_log_created_idx').on('activity_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'activity_log',
    'blog_posts',
    'cancellation_requests',
    'payments',
    'payment_methods',
    'booking_participants',
    'booking_slots',
    'bookings',
    'blocked_periods',
    'special_dates',
    'schedule_breaks',
    'venue_schedules',
    'venue_facilities',
    'venue_images',
    'venue_sports',
    'venues',
    'auth_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
