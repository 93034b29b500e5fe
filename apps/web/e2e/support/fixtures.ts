import { test as base, type Page } from '@playwright/test';
import { registerVerifiedPlayer, type VerifiedPlayer } from './payments';
import {
  ADMIN,
  PENDING_OWNER,
  PLAYER,
  VENUE_OWNER,
  seedSession,
  skipCookieBanner,
  storeSession,
  type DemoAccount,
} from './session';

/*
 * Signed-in users for the specs. Each `…Page` fixture is the test's own `page`, signed in the way the
 * app restores a session (a real token and user in localStorage) with the cookie banner answered, so
 * a spec starts where it means to test. Use it under the name `page`:
 *
 *   test('…', async ({ playerPage: page }) => { await page.goto('/dashboard'); … });
 */
interface SignedInFixtures {
  /** The demo player, Alex Morgan, who has bookings (README, Demo logins). */
  playerPage: Page;
  /** The demo venue owner, Sarah Whitfield, approved. */
  ownerPage: Page;
  /** The demo venue owner still awaiting approval, Daniel Price. */
  pendingOwnerPage: Page;
  /** The demo admin. */
  adminPage: Page;
  /**
   * A player registered and verified through the API for this test alone (specs share one database,
   * so anything that books or pays uses its own player), signed in on `page`.
   */
  freshPlayer: VerifiedPlayer;
}

// Playwright's fixture callback is called `use` in its docs; it is `provide` here so the React hooks
// lint rule does not take it for React's use().
async function signedIn(page: Page, account: DemoAccount, provide: (page: Page) => Promise<void>) {
  await skipCookieBanner(page);
  await seedSession(page, account);
  await provide(page);
}

export const test = base.extend<SignedInFixtures>({
  playerPage: async ({ page }, provide) => signedIn(page, PLAYER, provide),
  ownerPage: async ({ page }, provide) => signedIn(page, VENUE_OWNER, provide),
  pendingOwnerPage: async ({ page }, provide) => signedIn(page, PENDING_OWNER, provide),
  adminPage: async ({ page }, provide) => signedIn(page, ADMIN, provide),
  freshPlayer: async ({ page }, provide, testInfo) => {
    // The test's title in the address makes a failing run's mail and rows easy to find.
    const label = testInfo.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 24)
      .replace(/^-|-$/g, '');
    const player = await registerVerifiedPlayer(page.request, label);
    await skipCookieBanner(page);
    await storeSession(page, player.session);
    await provide(player);
  },
});

export { expect } from '@playwright/test';
