import { expect as baseExpect, test } from '@playwright/test';
import { waitForLiveApp } from './support/live-app';
import { skipCookieBanner } from './support/session';

// The machine running the suite may be busy: data-dependent screens get a little longer than the default.
const expect = baseExpect.configure({ timeout: 10_000 });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test.describe('venue list', () => {
  test('shows venue cards with price, sports and a details link', async ({ page }) => {
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    await expect(page.getByText(/^(Showing 1–24 of \d+ venues|\d+ venues found)$/)).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card.getByText(/^(From £\d+\.\d{2}\/hour|Price on request)$/)).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0); // the photo is decorative (alt="") beside the name
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/venue\/\d+$/);
  });

  for (const width of [390, 1366]) {
    test(`cards show each venue's own sport artwork, the first fetched first and the rest lazily (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 768 });
      await page.goto('/venues');
      const images = page.locator('article img');
      await expect(images.first()).toBeVisible();
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.nth(5)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(5)).not.toHaveAttribute('fetchpriority', 'high');
      // Demo artwork is one SVG per sport: no srcset, and the file has no words on it.
      const src = (await images.first().getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/media\/demo\/venue-\d+-\d+\.svg$/);
      await expect(images.first()).not.toHaveAttribute('srcset', /.+/);
      const svg = await (await page.request.get(src)).text();
      expect(svg).not.toMatch(/<text\b/);
      await page.screenshot({ path: `/tmp/shots-player2/venues-${width}.png` });

      await page
        .getByRole('article')
        .first()
        .getByRole('link', { name: /View Details/ })
        .click();
      const photo = page.getByRole('img', { name: /, photo 1 of \d+/ });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute('fetchpriority', 'high');
      await page.screenshot({ path: `/tmp/shots-player2/venue-${width}.png` });
    });
  }

  test('pages through the results with Previous and Next', async ({ page }) => {
    await page.goto('/venues');
    const count = page.getByText(/^Showing \d+–\d+ of \d+ venues$/);
    await expect(count).toHaveText(/^Showing 1–24 of \d+ venues$/);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/venues\?page=2$/);
    await expect(count).toHaveText(/^Showing 25–\d+ of \d+ venues$/);
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    await expect(count).toHaveText(/^Showing 1–24 of \d+ venues$/);
  });

  test('keeps the filters in the URL across reload and Back', async ({ page }) => {
    await page.goto('/venues');
    const filters = page.getByRole('search', { name: 'Filter venues' });
    await filters.getByLabel('Sport').selectOption('Tennis');
    await expect(page).toHaveURL(/\/venues\?sport=Tennis$/);
    await filters.getByLabel('Search venues').fill('Park');
    await filters.getByLabel('Search venues').press('Enter');
    await expect(page).toHaveURL(/\/venues\?search=Park&sport=Tennis$/);
    await filters.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await expect(page).toHaveURL(/\/venues\?search=Park&sport=Tennis&sort=price$/);

    const names = page.getByRole('article').getByRole('heading', { level: 2 });
    // The previous answer stays on screen while the sorted one is fetched (aria-busy): read the
    // names only once it has arrived.
    await expect(page.locator('section[aria-labelledby="venue-results-heading"]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(names.first()).toBeVisible();
    const sortedByPrice = await names.allTextContents();

    await page.reload();
    await expect(filters.getByLabel('Sport')).toHaveValue('Tennis');
    await expect(filters.getByLabel('Search venues')).toHaveValue('Park');
    await expect(filters.getByLabel('Sort by')).toHaveValue('price');
    await expect(names).toHaveText(sortedByPrice);

    await filters.getByLabel('Sport').selectOption('Squash');
    await expect(page).toHaveURL(/\/venues\?search=Park&sport=Squash&sort=price$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/venues\?search=Park&sport=Tennis&sort=price$/);
    await expect(filters.getByLabel('Sport')).toHaveValue('Tennis');
    await expect(names).toHaveText(sortedByPrice);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    await expect(filters.getByLabel('Search venues')).toHaveValue('');
    await expect(filters.getByLabel('Sport')).toHaveValue('');
  });

  test('ranked=true sorts by price', async ({ page }) => {
    await page.goto('/venues?ranked=true');
    await expect(page.getByRole('search', { name: 'Filter venues' }).getByLabel('Sort by')).toHaveValue('price');
    const prices = page.getByRole('article').getByText(/^From £/);
    await expect(prices.first()).toBeVisible();
    const pence = (await prices.allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(pence).toEqual([...pence].sort((a, b) => a - b));
  });

  test("says 'No venues found' for a search nothing matches", async ({ page }) => {
    await page.goto('/venues');
    const filters = page.getByRole('search', { name: 'Filter venues' });
    await filters.getByLabel('Search venues').fill('zzqx nothing like this');
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=zzqx/);
    await expect(page.getByRole('heading', { name: 'No venues found' })).toBeVisible();
    await expect(page.getByText('0 venues found')).toBeVisible();
  });

  test('a free-text location filters by the venue location', async ({ page }) => {
    await page.goto('/venues?location=Edinburgh');
    const names = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(page.getByText(/^\d+ venues? found$/)).toBeVisible();
    await expect(names.first()).toBeVisible();
    for (const card of await page.getByRole('article').all())
      await expect(card.getByText(/Edinburgh/).first()).toBeVisible();
  });

  test('shows the e-mail verified banner once', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('emailVerified', 'true'));
    await page.goto('/venues');
    await expect(page.getByText('Your email has been verified.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('emailVerified'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    await expect(page.getByText('Your email has been verified.')).toHaveCount(0);
  });

  test('a failed search shows an empty list with a retry', async ({ page }) => {
    let fail = false;
    await page.route('**/api/venues/?*', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.route('**/api/venues/', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    // The first page arrives inside the HTML (docs/decisions/0032); the next one is the browser's own search.
    await page.goto('/venues');
    await waitForLiveApp(page);
    fail = true;
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText("We couldn't load venues right now.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article')).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
