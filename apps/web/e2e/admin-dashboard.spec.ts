import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { addCardViaApi, findFreeDay, pounds } from './support/payments';
import { ADMIN, apiLogin, seedSession, skipCookieBanner } from './support/session';
import { venueNamed } from './support/venues';

/*
 * The admin dashboard end to end (issue 13): approving a new owner and then their venue (it appears
 * on /venues), banning and unbanning a player, and deciding a refund the player asked for from My
 * Bookings. Specs share one server, so each test makes its own owner, venue and player.
 * Screenshots of every tab and dialog at 1366 and 390 px go to /tmp/shots-admin when SHOTS=1.
 */

const SHOTS = process.env.SHOTS === '1';
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `/tmp/shots-admin/e2e-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A real 320 × 200 PNG drawn by the browser, as the owner's venue form would upload it (a data URL). */
function pitchPhoto(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1e8250';
    context.fillRect(0, 0, 320, 200);
    context.fillStyle = '#ffffff';
    context.fillRect(155, 0, 10, 200);
    return canvas.toDataURL('image/png');
  });
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await skipCookieBanner(page);
  await seedSession(page, ADMIN);
  return page;
}

async function registerOwner(request: APIRequestContext, name: string) {
  const owner = { email: uniqueEmail('admin-owner'), password: 'Owner456!', name };
  const response = await request.post('/api/auth/register', {
    data: {
      ...owner,
      role: 'venue_owner',
      businessName: `${name} Leisure Ltd`,
      phone: '020 7946 0123',
      preferredContact: ['email'],
      termsAccepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return owner;
}

test.describe('admin dashboard', () => {
  test('approves a new owner, then their venue, which appears on /venues', async ({ browser, request }) => {
    const suffix = Date.now().toString(36);
    const ownerName = `Morgan Lane ${suffix}`;
    const venueName = `Lane Padel ${suffix}`;
    const owner = await registerOwner(request, ownerName);
    const page = await adminPage(browser);
    const main = page.getByRole('main');

    await page.goto('/dashboard');
    await expect(main.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(main.getByText('Bookings today')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
    await shot(page, 'overview');

    // Venue Owner Approvals: the new owner's card; Approve asks first.
    await main.getByRole('tab', { name: /Venue Owner Approvals/ }).click();
    const ownerCard = main.getByRole('article').filter({ has: page.getByRole('heading', { name: ownerName }) });
    await ownerCard.getByLabel('Notes (optional)').fill('Company documents checked');
    await ownerCard.getByRole('button', { name: 'Approve' }).click();
    const confirmOwner = page.getByRole('dialog', { name: `Approve ${ownerName}?` });
    await expect(confirmOwner).toContainText('Company documents checked');
    await shot(page, 'dialog-owner-approve');
    await confirmOwner.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Venue owner approved successfully!')).toBeVisible();
    await expect(ownerCard).toHaveCount(0);
    const welcome = await waitForMail(owner.email, { subject: /approved/ });
    expect(welcome.text).toContain('Company documents checked');

    // The approved owner lists a venue (through the API, as the owner's modal does); it waits for review.
    const { token } = await apiLogin(request, owner);
    const created = await request.post('/api/venues/', {
      headers: { Authorization: `Token ${token}` },
      data: {
        name: venueName,
        description: 'Two covered padel courts beside the canal, floodlit until ten.',
        location: 'Camden, London',
        address: '14 Canal Walk, London NW1 8AB',
        facilities: ['Floodlights'],
        sports: ['Padel'],
        sportConfigs: [{ sport: 'Padel', pricePerHour: 32, images: [await pitchPhoto(page)], courtCount: 2 }],
        images: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect((await (await request.get(`/api/venues/?search=${encodeURIComponent(venueName)}`)).json()).venues).toEqual(
      [],
    );

    // Venue Approvals: the venue's card; Approve asks first; the venue goes live.
    await main
      .getByRole('tab', { name: /Venue Approvals/ })
      .last()
      .click();
    await expect(main.getByText("Approve the venue owner's account before the venue.").first()).toBeVisible();
    const venueCard = main.getByRole('article').filter({ has: page.getByRole('heading', { name: venueName }) });
    await expect(venueCard).toContainText(`${ownerName} (approved)`);
    await venueCard.getByRole('button', { name: 'Approve' }).click();
    const confirmVenue = page.getByRole('dialog', { name: `Approve ${venueName}?` });
    await confirmVenue.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Venue approved successfully!')).toBeVisible();
    await expect(venueCard).toHaveCount(0);
    await waitForMail(owner.email, { subject: /approved|live/i, count: 2 });

    // The Venues table shows it live.
    await main.getByRole('tab', { name: 'Venues', exact: true }).click();
    await main.getByLabel('Search venues').fill(venueName);
    const row = main.getByRole('row').filter({ hasText: venueName });
    await expect(row).toContainText('Live');
    await expect(row.getByRole('button', { name: 'Unapprove' })).toBeVisible();

    // Anyone sees it on /venues at once.
    const visitor = await (await browser.newContext()).newPage();
    await skipCookieBanner(visitor);
    await visitor.goto(`/venues?search=${encodeURIComponent(venueName)}`);
    await expect(visitor.getByRole('main').getByText(venueName).first()).toBeVisible();
  });

  test('bans and unbans a player', async ({ browser, freshPlayer: player }) => {
    const page = await adminPage(browser);
    const main = page.getByRole('main');
    await page.goto('/dashboard?tab=users');
    await main.getByLabel('Search users by name or e-mail').fill(player.email);
    const row = main.getByRole('row').filter({ hasText: player.email });
    await expect(row).toContainText('Active');
    await shot(page, 'users');
    await row.getByRole('button', { name: 'Ban' }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${player.name}?` });
    await dialog.getByLabel('Reason (optional)').fill('Repeated no-shows');
    await shot(page, 'dialog-ban');
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await expect(page.getByText('User banned successfully!')).toBeVisible();
    await expect(row).toContainText('Banned');
    // The ban ends the player's sessions.
    const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Token ${player.session.token}` } });
    expect(me.status()).toBe(401);

    await row.getByRole('button', { name: 'Unban' }).click();
    await expect(page.getByText('User unbanned successfully!')).toBeVisible();
    await expect(row).toContainText('Active');
    const again = await page.request.post('/api/auth/login', {
      data: { email: player.email, password: player.password },
    });
    expect(again.status()).toBe(200);
  });

  test('decides a refund the player asked for from My Bookings; the player sees it cancelled and refunded', async ({
    browser,
    page,
    request,
    freshPlayer: player,
  }) => {
    test.slow();
    // The player books two hours at a venue no other spec books.
    const venue = await venueNamed(request, 'Sefton Park Tennis & Football');
    const sport = 'Tennis';
    const price = venue.sportConfigs.find((config) => config.sport === sport)!.pricePerHourPence!;
    const { date, times } = await findFreeDay(request, venue.id, sport, 6, 2);
    const cardId = await addCardViaApi(request, player.session.token, '4242424242424242');
    const booked = await request.post('/api/bookings/process-payment/', {
      headers: { Authorization: `Token ${player.session.token}` },
      data: {
        payment_method_id: cardId,
        amount: price * 2,
        currency: 'gbp',
        booking_context: { venue_id: venue.id, sport, date, time_slots: times, venue_name: venue.name },
        mobile_number: '07700 900456',
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    // The player asks to cancel from My Bookings.
    const main = page.getByRole('main');
    await page.goto('/dashboard?tab=bookings');
    const card = main.getByRole('article', { name: venue.name });
    await card.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
    await cancel.getByLabel('Reason for cancellation').fill('My partner has injured her wrist.');
    await cancel.getByRole('button', { name: 'Submit cancellation request' }).click();
    await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'OK' }).click();
    await expect(card).toContainText('Cancellation requested');

    // The admin reviews it and refunds part of it.
    const admin = await adminPage(browser);
    const adminMain = admin.getByRole('main');
    await admin.goto('/dashboard?tab=refunds');
    await expect(adminMain.getByText('Total refunded')).toBeVisible();
    const row = adminMain.getByRole('row').filter({ hasText: player.email });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('My partner has injured her wrist.');
    await shot(admin, 'refunds');
    await row.getByRole('button', { name: 'Review' }).click();
    const dialog = admin.getByRole('dialog', { name: /Cancellation request for SB-/ });
    await dialog.getByLabel(/Partial refund/).check();
    const submit = dialog.getByRole('button', { name: /^Approve/ });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Refund amount (£)').fill(String(price * 2));
    await expect(dialog.getByText(/cannot be more than/)).toBeVisible();
    await expect(submit).toBeDisabled();
    const refund = price; // half of the two hours
    await dialog.getByLabel('Refund amount (£)').fill((refund / 100).toFixed(2));
    await dialog.getByLabel('Refund reason').fill('Injury, late notice');
    await dialog.getByLabel('Admin notes').fill('Half refunded as the request came late.');
    await shot(admin, 'dialog-refund');
    await expect(submit).toHaveText(`Approve and refund ${pounds(refund)}`);
    await submit.click();
    await expect(admin.getByText(`Cancellation approved. ${pounds(refund)} refunded.`)).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: 'Review' })).toHaveCount(0);

    // The player is told and sees the booking cancelled with the refund.
    const mail = await waitForMail(player.email, { subject: /cancelled/ });
    expect(mail.text).toContain(pounds(refund));
    await page.reload();
    await main.getByRole('tab', { name: /Previous Bookings/ }).click();
    const past = main.getByRole('article', { name: venue.name });
    await expect(past).toContainText('Cancelled');
    await past.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('Partially refunded');
    await expect(details).toContainText(pounds(refund));
  });

  for (const tab of ['overview', 'venues', 'users', 'refunds', 'owner-approvals', 'venue-approvals']) {
    test(`the ${tab} tab has no serious or critical axe violations`, async ({ adminPage: page }) => {
      await page.goto(tab === 'overview' ? '/dashboard' : `/dashboard?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await shot(page, `tab-${tab}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
