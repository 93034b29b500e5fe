import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newPlayer, registerPlayerViaApi } from './support/accounts';
import { addCardViaApi, findFreeDay, pounds, registerVerifiedPlayer } from './support/payments';
import { apiLogin, skipCookieBanner, storeSession } from './support/session';

/*
 * The player's journey on a 390 px phone and a 1366 px desktop (issue 15 §2–6): the booking panel
 * one tap away, the searched sport carried to the venue page, the unverified warning before the card
 * step, the money stated before an edit or a cancellation, and no placeholder wording on public pages.
 * Each viewport writes screenshots to /tmp/shots-player/ for a person to look at.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
const SHOTS = '/tmp/shots-player';
mkdirSync(SHOTS, { recursive: true });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

async function tennisVenue(request: APIRequestContext): Promise<{ id: number; name: string; pricePence: number }> {
  const response = await request.get('/api/venues/?sport=Tennis&sort=price');
  const { venues } = (await response.json()) as {
    venues: { id: number; name: string; sportConfigs: { sport: string; pricePerHourPence: number | null }[] }[];
  };
  const venue = venues[0]!;
  return {
    id: venue.id,
    name: venue.name,
    pricePence: venue.sportConfigs.find((config) => config.sport === 'Tennis')!.pricePerHourPence!,
  };
}

/** True when the element's top edge is inside the window (it can be seen without scrolling). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return Boolean(box && box.top >= 0 && box.top < window.innerHeight);
  }, selector);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.width} px ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the searched sport carries to the card price and the venue page, and the whole card opens the venue', async ({
      page,
    }) => {
      await skipCookieBanner(page);
      const venue = await tennisVenue(page.request);
      await page.goto('/venues?sport=Tennis&sort=price');
      const card = page.getByRole('article', { name: venue.name });
      await expect(card).toContainText(`Tennis from ${pounds(venue.pricePence)}/hour`);
      await page.screenshot({ path: `${SHOTS}/venues-tennis-${viewport.width}.png` });
      // The picture is part of the link, not only the button: a tap on it (the name's link stretches
      // over the card, so the link is what is under the finger) opens the venue.
      const picture = (await card.locator('img').boundingBox())!;
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
      await expect(page).toHaveURL(new RegExp(`/venue/${venue.id}\\?sport=Tennis$`));
      const panel = page.getByRole('region', { name: 'Book this venue' });
      await expect(panel.getByLabel('Sport', { exact: true })).toHaveValue('Tennis');
    });

    test('the booking panel is one tap away, and Log In To Book comes back to it', async ({ page }) => {
      await skipCookieBanner(page);
      const venue = await tennisVenue(page.request);
      await page.goto(`/venue/${venue.id}`);
      await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/venue-${viewport.width}.png` });
      if (viewport.name === 'phone') {
        // The gallery and details come first on a phone; the bar's one tap brings the panel up.
        expect(await inView(page, '#book')).toBe(false);
        await page.getByRole('button', { name: 'Book', exact: true }).click();
        await expect.poll(() => inView(page, '#book')).toBe(true);
        await expect(page.getByRole('heading', { name: 'Book this venue' })).toBeFocused();
        await page.screenshot({ path: `${SHOTS}/venue-panel-after-tap-${viewport.width}.png` });
      } else {
        await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeHidden();
        expect(await inView(page, '#book')).toBe(true);
      }

      // A guest picks a time, logs in, and lands back at the panel with the selection.
      const { date, times } = await findFreeDay(page.request, venue.id, 'Tennis', 3, 1);
      await page.goto(`/venue/${venue.id}?sport=Tennis&date=${date}`);
      const panel = page.getByRole('region', { name: 'Book this venue' });
      const hour = panel
        .getByRole('group', { name: 'Available times' })
        .getByRole('button', { name: new RegExp(`^${times[0]} - `) });
      await hour.click();
      await panel.getByRole('button', { name: 'Log In To Book' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const player = newPlayer(`journey-login-${viewport.width}`);
      await registerPlayerViaApi(page.request, player);
      const main = page.getByRole('main');
      await main.getByLabel('Email address').fill(player.email);
      await main.getByLabel('Password', { exact: true }).fill(player.password);
      await main.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/venue/${venue.id}$`));
      await expect(hour).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => inView(page, '#book')).toBe(true);
    });

    test('an unverified player learns before the card step that they must verify, with Resend e-mail', async ({
      page,
    }) => {
      await skipCookieBanner(page);
      const venue = await tennisVenue(page.request);
      const player = newPlayer(`journey-unverified-${viewport.width}`);
      await registerPlayerViaApi(page.request, player);
      await storeSession(page, await apiLogin(page.request, player));
      const { date, times } = await findFreeDay(page.request, venue.id, 'Tennis', 4, 1);
      await page.goto(`/venue/${venue.id}?sport=Tennis&date=${date}&slots=${times[0]}`);
      const panel = page.getByRole('region', { name: 'Book this venue' });
      await expect(panel.getByRole('button', { name: new RegExp(`^${times[0]} - `) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await panel.getByRole('button', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const notice = page.getByRole('heading', { name: 'Verify your email address to pay' });
      await expect(notice).toBeVisible();
      // Read before the card step, and the first thing under the page title.
      const order = await page.evaluate(() => {
        const headings = [...document.querySelectorAll('main h2')].map((heading) => heading.textContent?.trim());
        return headings;
      });
      expect(order.indexOf('Verify your email address to pay')).toBeLessThan(order.indexOf('Payment method'));
      await expect(page.getByRole('button', { name: 'Resend e-mail' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Confirm Booking/ })).toBeDisabled();
      await page.screenshot({
        path: `${SHOTS}/checkout-unverified-${viewport.width}.png`,
        fullPage: viewport.name === 'desktop',
      });
    });

    test('the amend dialog shows the extra charge before saving, and the cancel dialog what the policy refunds', async ({
      page,
    }) => {
      await skipCookieBanner(page);
      const venue = await tennisVenue(page.request);
      const player = await registerVerifiedPlayer(page.request, `journey-money-${viewport.width}`);
      const cardId = await addCardViaApi(page.request, player.session.token, '4242424242424242');
      const { date, times, spareTimes, slots } = await findFreeDay(page.request, venue.id, 'Tennis', 5, 1, {
        spare: 1,
      });
      const price = slots.find((slot) => slot.time === times[0])!.pricePence!;
      const booked = await page.request.post('/api/bookings/process-payment/', {
        headers: { Authorization: `Token ${player.session.token}` },
        data: {
          payment_method_id: cardId,
          amount: price,
          currency: 'gbp',
          booking_context: { venue_id: venue.id, sport: 'Tennis', date, time_slots: times },
          mobile_number: '07700 900123',
        },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      await storeSession(page, player.session);
      await page.goto('/dashboard?tab=bookings');
      const card = page.getByRole('main').getByRole('article', { name: venue.name });

      await card.getByRole('button', { name: 'Amend' }).click();
      const amend = page.getByRole('dialog', { name: 'Amend Booking' });
      await amend.getByRole('button', { name: new RegExp(`^${spareTimes[0]} - `) }).click();
      const extra = slots.find((slot) => slot.time === spareTimes[0])!.pricePence!;
      await expect(amend).toContainText(
        `Saving charges ${pounds(extra)} more to the card you paid with (new total ${pounds(price + extra)}).`,
      );
      await page.screenshot({ path: `${SHOTS}/amend-dialog-${viewport.width}.png` });
      // Exact: on some days a slot's name holds "Closed", and it comes first.
      await amend.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(amend).toBeHidden();

      await card.getByRole('button', { name: 'Cancel' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
      await expect(cancel).toContainText(`the full ${pounds(price)} comes back to your card`);
      await page.screenshot({ path: `${SHOTS}/cancel-dialog-${viewport.width}.png` });
    });
  });
}

test('public pages say nothing about work in progress', async ({ page }) => {
  await skipCookieBanner(page);
  const venue = await tennisVenue(page.request);
  for (const path of [
    '/',
    '/venues',
    `/venue/${venue.id}`,
    '/blog',
    '/about',
    '/help',
    '/player-terms',
    '/venue-terms',
    '/privacy-policy',
    '/login',
    '/register',
  ]) {
    // The server's HTML (prerendered pages) and the live page both.
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toMatch(
      /coming soon|arrives? with|work in progress|under construction|lorem ipsum|placeholder page/i,
    );
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
    expect(await page.locator('body').innerText(), path).not.toMatch(
      /coming soon|arrives? with|work in progress|under construction|lorem ipsum/i,
    );
  }
});
