/*
 * Failpoints: named steps of the money flows where the crash test (apps/api/test/crash-recovery.test.ts)
 * stops the server dead, as `kill -9` would at that instant. A failpoint exists only when the
 * test-only variable FAILPOINT names it (config.ts refuses it in production); otherwise reaching one
 * is a comparison with `undefined` and nothing else.
 */
export const FAILPOINTS = [
  // The ledger, for any charge or refund: the row is written but the provider not yet asked; the
  // provider has answered but the row is not yet updated.
  'ledger.charge-recorded',
  'ledger.charge-answered',
  'ledger.refund-recorded',
  'ledger.refund-answered',
  // Checkout: the slots are held; the charge is recorded but the booking not yet confirmed.
  'checkout.held',
  'checkout.charged',
  // An edit: the new hours are held and journalled; the difference is charged or refunded but the
  // booking not yet reshaped.
  'amendment.held',
  'amendment.settled',
  // A friend's share is charged but not yet marked paid.
  'share.charged',
  // The split deadline sweep: the booking is claimed; the balance is charged but the shares not yet
  // covered; the unpaid booking is cancelled but nobody refunded yet.
  'split-sweep.claimed',
  'split-sweep.charged',
  'split-sweep.cancelled',
] as const;

export type Failpoint = (typeof FAILPOINTS)[number];

let armed: Failpoint | undefined;

/** Arms one failpoint for this process (the server, from config.failpoint). */
export function armFailpoint(name: Failpoint | undefined): void {
  armed = name;
}

/** Stops the process at once, without cleaning up, when this failpoint is the armed one. */
export function failpoint(name: Failpoint): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
