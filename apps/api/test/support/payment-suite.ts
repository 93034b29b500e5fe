import type { Engine } from '@app/db';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RawEnv } from '../../src/config';
import { manualClock } from './accounts';
import { expectBooksToBalance } from './payments';
import { createTestApp, type TestApp } from './test-app';
import { TestMailbox } from './test-mailbox';

export const SUITE_START = '2026-11-21T10:00:00.000Z';

/**
 * The shared life of a payment test suite: a real SMTP mailbox for the whole suite, a fresh app and
 * database per test on a clock the test moves by hand (starting Saturday 21 November 2026, 10:00),
 * and the books checked to balance after every test.
 */
export function paymentSuite(engine: Engine, env: RawEnv = {}) {
  const mailbox = new TestMailbox();
  const suite = {
    mailbox,
    clock: manualClock(SUITE_START),
    harness: undefined as TestApp | undefined,
    async start(): Promise<TestApp> {
      suite.clock = manualClock(SUITE_START);
      suite.harness = await createTestApp(engine, { clock: () => suite.clock.now(), env: { SMTP_URL: mailbox.url, ...env } });
      return suite.harness;
    },
  };
  beforeAll(async () => {
    await mailbox.start();
  });
  afterAll(() => mailbox.stop());
  afterEach(async () => {
    try {
      if (suite.harness) await expectBooksToBalance(suite.harness.database.db);
    } finally {
      await suite.harness?.close();
      suite.harness = undefined;
      mailbox.clear();
    }
  });
  return suite;
}
