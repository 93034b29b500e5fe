import type { Page } from '@playwright/test';

/**
 * Resolves once the app has taken the rendered page over (main.tsx's hydrateRoot/createRoot):
 * React marks its root container with a `__reactContainer$…` property.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Holds back the app's entry script until `release()` is called, so a test can use the rendered
 * page as a visitor on a slow phone does before the JavaScript has arrived.
 */
export async function holdAppScript(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
