import type { Engine } from '@app/db';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RawEnv } from '../../src/config';
import { manualClock } from './accounts';
import { createTestApp, type TestApp } from './test-app';
import { TestMailbox } from './test-mailbox';

/** Saturday 21 November 2026, 10:00 UTC: where every suite's clock starts unless told otherwise. */
export const SUITE_START = '2026-11-21T10:00:00.000Z';

export interface AppSuiteOptions {
  env?: RawEnv;
  /** Checks run after every test, before its app closes (a payment suite checks the books here). */
  afterEachTest?: (harness: TestApp) => Promise<void>;
}

/**
 * The shared life of an API test suite: a real SMTP mailbox for the whole suite, and per test a
 * fresh app and database on a clock the test moves by hand, sending its mail to that mailbox.
 * Call it once inside a `describe` block; each test calls `start()`.
 */
export function appSuite(engine: Engine, options: AppSuiteOptions = {}) {
  const mailbox = new TestMailbox();
  const suite = {
    mailbox,
    clock: manualClock(SUITE_START),
    harness: undefined as TestApp | undefined,
    /** A fresh app on a fresh database, its clock back at the start; `env` adds to the suite's. */
    async start(env: RawEnv = {}): Promise<TestApp> {
      suite.clock = manualClock(SUITE_START);
      suite.harness = await createTestApp(engine, {
        clock: () => suite.clock.now(),
        env: { SMTP_URL: mailbox.url, ...options.env, ...env },
      });
      return suite.harness;
    },
  };
  beforeAll(async () => {
    await mailbox.start();
  });
  afterAll(() => mailbox.stop());
  afterEach(async () => {
    try {
      if (suite.harness) await options.afterEachTest?.(suite.harness);
    } finally {
      await suite.harness?.close();
      suite.harness = undefined;
      mailbox.clear();
    }
  });
  return suite;
}
