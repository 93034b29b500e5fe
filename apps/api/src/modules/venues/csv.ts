/*
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF, quotes doubled). Cells are written so
 * a spreadsheet never takes them for a formula: text starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before looking) gets a leading apostrophe (OWASP "CSV
 * injection"). Numbers are written as numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and the rows under it, each line ending CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A file-name-safe slug: 'Riverside Padel & Co.' → 'riverside-padel-co'. */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'venue'
  );
}
