import type { Engine } from '@app/db';
import type { RawEnv } from '../../src/config';
import { appSuite } from './app-suite';
import { expectBooksToBalance } from './payments';

/** An app suite that moves money: the books are checked to balance after every test. */
export function paymentSuite(engine: Engine, env: RawEnv = {}) {
  return appSuite(engine, { env, afterEachTest: (harness) => expectBooksToBalance(harness.database.db) });
}
