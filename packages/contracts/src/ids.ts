import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';

/*
 * A database id sent by a client. Every id column is a PostgreSQL `serial` or `integer` (32 bits; on
 * SQLite the same migrations make 64-bit rowids), so a number outside 1..2147483647 names no row, and
 * PostgreSQL refuses even to compare one with an id column ("out of range for type integer", or
 * "invalid input syntax" for 1.5): a 500 where SQLite answered 404. Ids are checked by these schemas
 * before any query, so both engines answer the same 400.
 */
export const DATABASE_ID_MAX = 2_147_483_647;

/** Could this number be a row's id? */
export function isDatabaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= DATABASE_ID_MAX;
}

const invalid = { error: ERROR_MESSAGES.invalidId };

/** An id in a JSON body: a number. */
export const databaseIdSchema = z.number(invalid).int(invalid).min(1, invalid).max(DATABASE_ID_MAX, invalid);

/** An id sent as text (a path, a query string) or as either text or a number: read as a number. */
export const databaseIdTextSchema = z.coerce.number(invalid).int(invalid).min(1, invalid).max(DATABASE_ID_MAX, invalid);
