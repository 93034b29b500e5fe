/**
 * Money is integer pence everywhere inside the system. These helpers are the only places where
 * pence meet the pounds a person reads or types, and they never use float arithmetic on amounts.
 */
/**
 * A whole number with en-GB thousands commas ('1,234,567'), as toLocaleString('en-GB') writes it.
 * Done by hand: toLocaleString loads the browser's locale data and builds a formatter per call,
 * which showed as 100+ ms on a throttled phone rendering a list of venue cards.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new TypeError(`pence must be an integer, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${groupThousands(pounds)}.${rest}`;
}

/** Pence as a plain "12.50" string, as the spec's JSON answers show pounds. */
export function penceToPoundsString(pence: number): string {
  return formatPence(pence).replace('£', '').replace(/,/g, '');
}

/** Pence as a JSON number of pounds (12.5), for the fields the spec keeps in pounds; read from the text, never divided. */
export function penceToPounds(pence: number): number {
  return Number(penceToPoundsString(pence));
}

/**
 * Parses "12", "12.5", "12.50" or "£1,234.05" into pence by splitting the text, so that
 * 0.1 + 0.2 style errors cannot occur. Returns null for anything else.
 */
export function parsePoundsToPence(input: string | number): number | null {
  const text = String(input).trim().replace(/^£/, '').replace(/,/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return null;
  return sign === '-' ? -pence : pence;
}
