/** Splits rows for multi-row inserts, keeping each statement well inside SQLite's variable limit. */
export function inBatches<T>(rows: readonly T[], size = 200): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
