/*
 * Booking codes (docs/decisions/0055): the short reference players, owners and admins see instead of
 * the database id, which counts bookings. A code is the id put through a fixed four-round Feistel
 * permutation of 30 bits and written in 6 symbols of a 32-letter alphabet without 0/O and 1/I, so
 * consecutive bookings get unrelated codes, every id below 2^30 has exactly one code, and a code
 * turns back into its id without a lookup table or a stored column.
 */

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PREFIX = 'SB-';
const SYMBOLS = 6;
const HALF_BITS = 15;
const HALF_MASK = (1 << HALF_BITS) - 1;
/** Ids from 1 to this have a code (about a billion bookings). */
export const MAX_CODED_BOOKING_ID = 2 ** (2 * HALF_BITS) - 1;
const ROUND_KEYS = [0x5bd1e995, 0x27d4eb2f, 0x165667b1, 0x7feb352d] as const;

/** A well-mixed 15-bit function of one half and a round key (integer arithmetic only). */
function roundFunction(half: number, key: number): number {
  let x = (half ^ key) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x & HALF_MASK;
}

function permute(value: number): number {
  let left = (value >>> HALF_BITS) & HALF_MASK;
  let right = value & HALF_MASK;
  for (const key of ROUND_KEYS) [left, right] = [right, left ^ roundFunction(right, key)];
  return left * (HALF_MASK + 1) + right;
}

function unpermute(value: number): number {
  let left = (value >>> HALF_BITS) & HALF_MASK;
  let right = value & HALF_MASK;
  for (const key of [...ROUND_KEYS].reverse()) [left, right] = [right ^ roundFunction(left, key), left];
  return left * (HALF_MASK + 1) + right;
}

/** The booking's code, e.g. "SB-7K3Q9X". */
export function bookingCode(bookingId: number): string {
  if (!Number.isInteger(bookingId) || bookingId < 1 || bookingId > MAX_CODED_BOOKING_ID)
    throw new RangeError(`booking id ${bookingId} has no code`);
  let value = permute(bookingId);
  let symbols = '';
  for (let index = 0; index < SYMBOLS; index += 1) {
    symbols = ALPHABET[value & 31]! + symbols;
    value >>>= 5;
  }
  return PREFIX + symbols;
}

/**
 * The booking id a typed code names, or null when it is not a code. Forgiving as people type: any
 * case, with or without "SB-", spaces ignored; a symbol outside the alphabet makes it not a code.
 */
export function bookingIdFromCode(typed: string): number | null {
  const cleaned = typed.replace(/\s+/g, '').toUpperCase();
  const symbols = cleaned.startsWith(PREFIX) ? cleaned.slice(PREFIX.length) : cleaned;
  if (symbols.length !== SYMBOLS) return null;
  let value = 0;
  for (const symbol of symbols) {
    const digit = ALPHABET.indexOf(symbol);
    if (digit < 0) return null;
    value = value * 32 + digit;
  }
  const id = unpermute(value);
  return id >= 1 ? id : null;
}
