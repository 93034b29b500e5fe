import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_CHARGE_KEY_PARTS,
  IDEMPOTENCY_KEYS,
  isShareAttemptWithKey,
  REFUND_PREFIXES,
  shareAttemptPrefix,
  spreadRefundKey,
} from '../src/modules/payments/idempotency-keys';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const KEYS_FILE = path.join(SRC, 'modules/payments/idempotency-keys.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A key or refund prefix written as a template or string literal where a ledger key is given. */
const HAND_TYPED_KEY = /(?:idempotencyKey|idempotency_key|keyPrefix)\s*[:=]\s*[`'"]/;

describe('idempotency keys: one function per kind', () => {
  it('builds the checkout charge key the same way in TypeScript and in the hold statement', () => {
    expect(IDEMPOTENCY_KEYS.bookingCharge(417)).toBe(
      `${BOOKING_CHARGE_KEY_PARTS.before}417${BOOKING_CHARGE_KEY_PARTS.after}`,
    );
  });

  it('gives every kind its own keys, so no two kinds can name the same payment', () => {
    const amendment = { booking_id: 7, id: 3 };
    const keys = [
      IDEMPOTENCY_KEYS.bookingCharge(7),
      IDEMPOTENCY_KEYS.unconfirmableRefund(7),
      IDEMPOTENCY_KEYS.amendment(amendment),
      IDEMPOTENCY_KEYS.amendmentLateRefund(amendment),
      IDEMPOTENCY_KEYS.shareAttempt(7, 'share', { number: 1 }),
      IDEMPOTENCY_KEYS.shareAttempt(7, 'balance', { number: 1 }),
      IDEMPOTENCY_KEYS.shareAttempt(7, 'share', { clientKey: '1' }),
      IDEMPOTENCY_KEYS.duplicateShareRefund('pi_7'),
      IDEMPOTENCY_KEYS.splitBalance(7),
      IDEMPOTENCY_KEYS.splitBalanceRefund(7),
      IDEMPOTENCY_KEYS.orphanRefund(7),
      IDEMPOTENCY_KEYS.demoCharge(7),
      IDEMPOTENCY_KEYS.demoRefund(7),
      ...[
        REFUND_PREFIXES.cancellationDecision(7),
        REFUND_PREFIXES.closure(7),
        REFUND_PREFIXES.splitCancelled(7),
        REFUND_PREFIXES.reconcileHeld(7, 300),
        REFUND_PREFIXES.amendment(amendment),
      ].map((prefix) => spreadRefundKey(prefix, 7)),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("finds a share's attempts by their prefix and a client's attempt by its key", () => {
    const withKey = IDEMPOTENCY_KEYS.shareAttempt(12, 'share', { clientKey: 'abc' });
    const numbered = IDEMPOTENCY_KEYS.shareAttempt(12, 'share', { number: 2 });
    expect(withKey.startsWith(shareAttemptPrefix(12, 'share'))).toBe(true);
    expect(numbered.startsWith(shareAttemptPrefix(12, 'share'))).toBe(true);
    expect(withKey.startsWith(shareAttemptPrefix(12, 'balance'))).toBe(false);
    // Participant 1's prefix must not match participant 12's keys.
    expect(withKey.startsWith(shareAttemptPrefix(1, 'share'))).toBe(false);
    expect(isShareAttemptWithKey(withKey, 12, 'share', 'abc')).toBe(true);
    expect(isShareAttemptWithKey(withKey, 12, 'share', 'bc')).toBe(false);
    expect(isShareAttemptWithKey(numbered, 12, 'share', '2')).toBe(false);
  });

  it('detects a key typed by hand', () => {
    expect(HAND_TYPED_KEY.test('      idempotencyKey: `booking-${id}-charge`,')).toBe(true);
    expect(HAND_TYPED_KEY.test("  const keyPrefix = 'closure-' + id;")).toBe(true);
    expect(HAND_TYPED_KEY.test('      idempotencyKey: IDEMPOTENCY_KEYS.bookingCharge(id),')).toBe(false);
  });

  it('has no key typed by hand anywhere else in the API', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== KEYS_FILE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(SRC, file)}:${index + 1}` }))
          .filter(({ line }) => HAND_TYPED_KEY.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
