import { crc32, deflateSync } from 'node:zlib';
import { VENUE_TIME_ZONE } from '@app/contracts';
import type { Database } from '@app/db';
import { addDays, zonedTimeToUtc } from '@app/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';

/*
 * What the owner-dashboard suites send: real images made by sharp (as data URLs, the spec's client),
 * hand-made hostile files, and a valid venue body to vary.
 */

export async function imageBytes(
  format: 'jpeg' | 'png' | 'webp',
  size = { width: 1200, height: 800 },
): Promise<Buffer> {
  const base = sharp({
    create: { width: size.width, height: size.height, channels: 3, background: { r: 20, g: 120, b: 80 } },
  });
  return format === 'jpeg' ? base.jpeg().toBuffer() : format === 'png' ? base.png().toBuffer() : base.webp().toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

export async function imageDataUrl(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  size?: { width: number; height: number },
): Promise<string> {
  return dataUrl(await imageBytes(format, size), `image/${format}`);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG a few hundred bytes long whose header claims 30,000 × 30,000
 * pixels (900 megapixels, 2.7 GB once decoded).
 */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(30_001 * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export interface VenueBodyOptions {
  name?: string;
  location?: string;
  address?: string;
  sports?: { sport: string; price: number | string; images: string[]; courts?: number }[];
  images?: string[];
  facilities?: string[];
}

/** A venue as the modal sends it: every field the spec lists, ownerId included (and ignored). */
export function venueBody(options: VenueBodyOptions & { image: string }) {
  const sports = options.sports ?? [{ sport: 'Padel', price: 32.5, images: [options.image], courts: 2 }];
  return {
    name: options.name ?? 'Riverside Padel Club',
    description: 'Four covered padel courts by the canal, floodlit until ten.',
    location: options.location ?? 'Camden, London',
    address: options.address ?? '12 Canal Walk, London NW1 8AB',
    facilities: options.facilities ?? ['Changing Rooms', 'Floodlights'],
    sports: sports.map((sport) => sport.sport),
    sportConfigs: sports.map((sport) => ({
      sport: sport.sport,
      pricePerHour: sport.price,
      images: sport.images,
      courtCount: sport.courts ?? 1,
    })),
    images: options.images ?? [],
    ownerId: 999_999,
  };
}

export interface BookingRowFixture {
  userId: number;
  venueId: number;
  sport: string;
  date: string;
  times: string[];
  totalPence?: number;
  status?: 'pending' | 'confirmed' | 'cancellation_requested' | 'cancelled';
  paymentStatus?: 'pending' | 'succeeded' | 'partially_refunded' | 'refunded' | 'failed';
  createdAt?: string;
  court?: number;
}

/**
 * A booking row as checkout leaves it (instants in Europe/London), with its slot claims while live.
 * For lists and analytics that read bookings; tests that move money book through the API instead.
 */
export async function insertBooking(db: Kysely<Database>, fixture: BookingRowFixture): Promise<number> {
  const status = fixture.status ?? 'confirmed';
  const at = (time: string) => zonedTimeToUtc(fixture.date, time, VENUE_TIME_ZONE).toISOString();
  const lastHour = Number(fixture.times.at(-1)!.slice(0, 2)) + 1;
  const created = fixture.createdAt ?? '2026-11-01T09:00:00.000Z';
  const booking = await db
    .insertInto('bookings')
    .values({
      user_id: fixture.userId,
      venue_id: fixture.venueId,
      sport: fixture.sport,
      date: fixture.date,
      time_slots: JSON.stringify(fixture.times),
      starts_at: at(fixture.times[0]!),
      ends_at:
        lastHour === 24
          ? zonedTimeToUtc(addDays(fixture.date, 1), '00:00', VENUE_TIME_ZONE).toISOString()
          : at(`${String(lastHour).padStart(2, '0')}:00`),
      total_pence: fixture.totalPence ?? 3000 * fixture.times.length,
      status,
      payment_status: fixture.paymentStatus ?? (status === 'pending' ? 'pending' : 'succeeded'),
      confirmed_at: status === 'pending' ? null : created,
      cancelled_at: status === 'cancelled' ? created : null,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'confirmed' || status === 'cancellation_requested') {
    await db
      .insertInto('booking_slots')
      .values(
        fixture.times.map((time) => ({
          booking_id: booking.id,
          venue_id: fixture.venueId,
          sport: fixture.sport,
          date: fixture.date,
          start_time: time,
          court_number: fixture.court ?? 1,
          starts_at: at(time),
          price_pence: Math.round((fixture.totalPence ?? 3000 * fixture.times.length) / fixture.times.length),
        })),
      )
      .execute();
  }
  return booking.id;
}

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer })[],
) {
  const boundary = `----owner-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      'filename' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
