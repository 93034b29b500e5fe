import { VENUE_TIME_ZONE } from '@app/contracts';
import { inTransaction, type Database, type UsersTable } from '@app/db';
import { readTimeLabel, slugify, toZonedParts } from '@app/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import type { MediaStorage } from '../media/media-storage';
import { DEMO_BLOG_POSTS } from './demo-blog';
import { planDemoBookings, type PlannerVenue } from './demo-bookings';
import { findUsersByEmail, insertDemoRows, insertUsers, isEmptyMarketplace } from './demo-data-repository';
import { demoClosures, demoSpecialDates } from './demo-calendar';
import {
  FALLBACK_IMAGE_FILE,
  blogImageFileName,
  demoMediaUrl,
  renderFallbackImage,
  renderIllustration,
  renderVenueArtwork,
  venueImageFileName,
  writeDemoImages,
  type DemoImageFile,
} from './demo-images';
import { DEMO_PEOPLE, DEMO_PLAYERS, type DemoPersonKey } from './demo-people';
import { DEMO_SPORT_SCHEDULES, SCHEDULE_PLANS } from './demo-schedules';
import { DEMO_VENUES, type DemoVenue } from './demo-venues';
import { insertDemoActivity } from './insert-demo-activity';
import { insertDemoBookings } from './insert-demo-bookings';
import { insertDemoReviews } from './insert-demo-reviews';
import { insertDemoVenues, type VenueImageRef } from './insert-demo-venues';

export { DEMO_LOGINS } from './demo-people';

/*
 * Fills an empty marketplace with demo data: people, venues across the UK with their calendars and
 * images, bookings with payments, cancellations, activity and blog posts. Runs in one transaction
 * and only when no owner, player or venue exists yet (a bootstrap admin does not count).
 */

export interface SeedDemoDataOptions {
  db: Kysely<Database>;
  /** Where the demo images are written (the local media folder or the bucket). */
  media: MediaStorage;
  /** The seeding instant; nothing here reads the clock. */
  now: Date;
}

const DAY_MS = 86_400_000;
const MAX_IMAGES_PER_VENUE = 4;

export async function seedDemoData({ db, media, now }: SeedDemoDataOptions): Promise<{ seeded: boolean }> {
  if (!(await isEmptyMarketplace(db))) return { seeded: false };

  const images = planDemoImages();
  const passwordHashes = await hashDemoPasswords();
  await writeDemoImages(media, images.files);

  const seeded = await inTransaction(db, async (trx) => {
    // Checked again inside the transaction, in case another process seeded in the meantime.
    if (!(await isEmptyMarketplace(trx))) return false;
    await seedInto(trx, now, passwordHashes, images.venueImages);
    return true;
  });
  return { seeded };
}

/** Argon2id is deliberately slow: each distinct demo password is hashed once. */
async function hashDemoPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set(DEMO_PEOPLE.map((person) => person.password))];
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  return new Map(passwords.map((password, index) => [password, hashes[index] as string]));
}

function planDemoImages(): { files: DemoImageFile[]; venueImages: Map<string, VenueImageRef[]> } {
  const files: DemoImageFile[] = [{ fileName: FALLBACK_IMAGE_FILE, svg: renderFallbackImage() }];
  const venueImages = new Map<string, VenueImageRef[]>();
  DEMO_VENUES.forEach((venue, index) => {
    const refs = venue.sports.slice(0, MAX_IMAGES_PER_VENUE).map(({ sport }, imageIndex) => {
      const fileName = venueImageFileName(index + 1, imageIndex + 1);
      files.push({ fileName, svg: renderVenueArtwork(sport, index) });
      return { url: demoMediaUrl(fileName), sport };
    });
    venueImages.set(venue.key, refs);
  });
  DEMO_BLOG_POSTS.forEach((post, index) => {
    files.push({
      fileName: blogImageFileName(index + 1),
      svg: renderIllustration({
        title: post.title,
        sport: post.sport,
        caption: `${post.category} · ${readTimeLabel(post.content)}`,
      }),
    });
  });
  return { files, venueImages };
}

async function seedInto(
  trx: Transaction<Database>,
  now: Date,
  passwordHashes: ReadonlyMap<string, string>,
  venueImages: ReadonlyMap<string, VenueImageRef[]>,
) {
  const today = toZonedParts(now, VENUE_TIME_ZONE).date;
  const peopleIds = await insertDemoPeople(trx, now, passwordHashes);
  const adminId = peopleIds.get('admin') as number;

  const specials = demoSpecialDates(today);
  const closures = demoClosures(today);
  const venueIds = await insertDemoVenues(
    { trx, now, peopleIds },
    { venues: DEMO_VENUES, images: venueImages, sportSchedules: DEMO_SPORT_SCHEDULES, specials, closures },
  );

  const plannerVenues: PlannerVenue[] = DEMO_VENUES.filter((venue) => venue.approved).map((venue) =>
    plannerVenue(venue, specials, closures),
  );
  const plans = planDemoBookings({ venues: plannerVenues, playerCount: DEMO_PLAYERS.length, now });
  const players = DEMO_PLAYERS.map((person) => ({ person, id: peopleIds.get(person.key) as number }));
  const bookings = await insertDemoBookings({ trx, now, adminId, players, venueIds }, plans);
  await insertDemoReviews({ trx, now, venueIds, walkthroughPlayerId: peopleIds.get('player') as number }, bookings);

  await insertDemoActivity({ trx, now, adminId, venues: DEMO_VENUES, venueIds, ownerIds: peopleIds }, bookings);
  await insertBlogPosts(trx, now);
}

function plannerVenue(
  venue: DemoVenue,
  specials: ReturnType<typeof demoSpecialDates>,
  closures: ReturnType<typeof demoClosures>,
): PlannerVenue {
  return {
    key: venue.key,
    sports: venue.sports.map(({ sport, courts }) => ({ sport, courts })),
    calendar: {
      general: SCHEDULE_PLANS[venue.schedule],
      sportPlans: new Map(
        DEMO_SPORT_SCHEDULES.filter((entry) => entry.venue === venue.key).map((entry) => [entry.sport, entry.plan]),
      ),
      specials: specials.filter((special) => special.venue === venue.key),
      closures: closures.filter((closure) => closure.venue === venue.key),
      prices: new Map(venue.sports.map(({ sport, pricePence }) => [sport, pricePence])),
    },
  };
}

/** An admin bootstrapped with the demo admin's e-mail is reused rather than duplicated. */
async function insertDemoPeople(
  trx: Transaction<Database>,
  now: Date,
  passwordHashes: ReadonlyMap<string, string>,
): Promise<Map<DemoPersonKey, number>> {
  const emails = DEMO_PEOPLE.map((person) => person.email);
  const existing = await findUsersByEmail(trx, emails);
  const idsByEmail = new Map(existing.map((row) => [row.email, row.id]));

  const rows: Insertable<UsersTable>[] = DEMO_PEOPLE.filter((person) => !idsByEmail.has(person.email)).map(
    (person, index) => {
      const joined = new Date(now.getTime() - (person.approved ? 400 - index * 30 : 12) * DAY_MS).toISOString();
      const isOwner = person.role === 'venue_owner';
      return {
        email: person.email,
        password_hash: passwordHashes.get(person.password) ?? null,
        name: person.name,
        role: person.role,
        date_of_birth: person.dateOfBirth,
        favourite_sports: JSON.stringify(person.favouriteSports),
        marketing_preference: person.marketingPreference ? 1 : 0,
        phone: person.phone,
        location: person.location,
        business_name: person.businessName,
        preferred_contact: isOwner ? JSON.stringify(['email']) : '[]',
        approved: person.approved ? 1 : 0,
        approval_date: isOwner && person.approved ? joined : null,
        approval_notes: isOwner && person.approved ? 'Business details verified' : null,
        email_verified: 1,
        email_verified_at: joined,
        status: 'active',
        created_at: joined,
        updated_at: joined,
      };
    },
  );
  for (const row of await insertUsers(trx, rows)) idsByEmail.set(row.email, row.id);
  const peopleIds = new Map<DemoPersonKey, number>();
  for (const person of DEMO_PEOPLE) {
    const id = idsByEmail.get(person.email);
    if (id === undefined) throw new Error(`Demo user ${person.email} was not inserted`);
    peopleIds.set(person.key, id);
  }
  return peopleIds;
}

async function insertBlogPosts(trx: Transaction<Database>, now: Date) {
  const rows = DEMO_BLOG_POSTS.map((post, index) => {
    const published = new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString();
    return {
      slug: slugify(post.title),
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      category: post.category,
      is_featured: post.featured ? 1 : 0,
      image: demoMediaUrl(blogImageFileName(index + 1)),
      read_time: readTimeLabel(post.content),
      created_at: published,
      updated_at: published,
    };
  });
  await insertDemoRows(trx, 'blog_posts', rows);
}
