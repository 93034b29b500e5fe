import { readFile } from 'node:fs/promises';
import type { Availability } from '@app/contracts';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import {
  approveOwner,
  approveVenue,
  createVenueViaApi,
  photo,
  registerApprovedOwner,
  registerOwner,
  type NewOwner,
} from './support/owners';
import { addCardViaApi, chooseSlotsAndBook, pounds } from './support/payments';
import { apiLogin, storeSession, type ApiSession } from './support/session';
import { londonDateIn } from './support/venues';

// Saves go through the API, the availability engine and sometimes the payment provider: give data steps longer.
const expect = baseExpect.configure({ timeout: 10_000 });

// Away from the London areas the other specs search, so a new venue never comes first in their results.
const CANTERBURY = { description: 'Canterbury, England', lat: 51.27904, lng: 1.07992 };

/** Clicks a day in the block-date calendar, moving on a month when the day is not in the grid shown. */
async function clickCalendarDay(dialog: Locator, date: string) {
  const day = dialog.locator(`[data-date="${date}"]`);
  if ((await day.count()) === 0) await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** Days ahead (from `fromDays`) that are not Sundays: a new venue's default week is closed on Sunday. */
function weekdayIn(fromDays: number): number {
  for (let days = fromDays; ; days += 1) if (new Date(`${londonDateIn(days)}T12:00:00Z`).getUTCDay() !== 0) return days;
}

async function signIn(page: Page, session: ApiSession) {
  await storeSession(page, session);
}

/** A player books `times` on `date` with a saved card, through the venue page and checkout. */
async function bookAsPlayer(
  page: Page,
  session: ApiSession,
  venueId: number,
  sport: string,
  date: string,
  times: string[],
  pricePence: number,
) {
  await addCardViaApi(page.request, session.token, '4242 4242 4242 4242');
  await chooseSlotsAndBook(page, venueId, sport, date, times);
  const main = page.getByRole('main');
  await main.getByLabel('Mobile number').fill('07700 900123');
  await main.getByRole('button', { name: `Confirm Booking - ${pounds(pricePence)}` }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 15_000 });
}

test.describe('venue owner dashboard', () => {
  test('an owner lists a venue, an admin approves it, the owner blocks dates and sets a special price, a player books, and the owner sees it', async ({
    page,
    freshPlayer: player,
  }) => {
    test.setTimeout(180_000);
    const request = page.request;
    const owner = await registerOwner(request, 'owner-journey', 'Morgan Hale');
    await approveOwner(request, owner.email);
    await signIn(page, await apiLogin(request, owner));

    // Approved, no venue yet: the welcome banner opens the venue modal.
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Welcome! Your account is approved' })).toBeVisible();
    await main.getByRole('button', { name: 'Add Your Venue' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Your Venue' });

    // The spec's messages, in its order: required fields first, then photos per sport.
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields');
    const venueName = `Hale Park Courts ${Date.now().toString(36)}`;
    await modal.getByLabel('Venue name').fill(venueName);
    await modal.getByRole('combobox', { name: 'Location' }).fill('Canterb');
    await page
      .getByRole('option', { name: /^Canterbury, England/ })
      .first()
      .click();
    await modal.getByLabel('Address').fill('12 Rheims Way, Canterbury CT1 3BY');
    await modal.getByLabel('Description').fill('Four floodlit courts beside the Westgate Gardens.');
    await modal.getByRole('button', { name: 'Tennis', exact: true }).click();
    const addSport = modal.getByLabel('Add sports');
    await addSport.fill('  ');
    await addSport.press('Enter');
    await addSport.fill('Padel');
    await addSport.press('Enter');
    await addSport.fill('padel');
    await modal.getByRole('button', { name: 'Add to sports' }).click();
    await expect(modal.getByRole('list', { name: 'Chosen sports' }).getByRole('listitem')).toHaveText([
      'Tennis',
      'Padel',
    ]);
    await expect(modal.getByLabel('Padel price per hour (£)')).toHaveValue('25');
    await modal.getByLabel('Padel price per hour (£)').fill('32.50');
    await modal.getByRole('button', { name: 'Floodlights' }).click();
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please add at least one image for: Tennis, Padel');

    await modal
      .getByLabel('Add Tennis photos')
      .setInputFiles([
        await photo('t1.png', { r: 10, g: 110, b: 70 }),
        await photo('t2.png', { r: 30, g: 140, b: 90 }),
        await photo('t3.png', { r: 50, g: 160, b: 110 }),
      ]);
    await modal
      .getByLabel('Add Padel photos')
      .setInputFiles([
        await photo('p1.png', { r: 20, g: 60, b: 160 }),
        await photo('p2.png', { r: 40, g: 80, b: 180 }),
        await photo('p3.png', { r: 60, g: 100, b: 200 }),
      ]);
    await expect(modal.getByRole('img', { name: /^Padel photo/ })).toHaveCount(3);
    // Photos are read asynchronously: the second sport's upload must not drop the first's.
    await expect(modal.getByRole('img', { name: /^Tennis photo/ })).toHaveCount(3);
    await modal.getByRole('button', { name: 'Review venue' }).click();

    // Review: four photos and '+2', then submit.
    await expect(modal.getByRole('img', { name: /^Venue photo/ })).toHaveCount(4);
    await expect(modal.getByText('+2', { exact: true })).toBeVisible();
    await expect(modal).toContainText('Padel (£32.50/hr, 1 court)');
    await modal.getByRole('button', { name: 'Submit venue' }).click();
    await expect(page.getByText('Venue created successfully! It will be reviewed by an admin.')).toBeVisible();
    await expect(modal).toBeHidden();
    const venueCard = main.getByRole('region', { name: 'Your venue' });
    await expect(venueCard.getByRole('heading', { name: venueName })).toBeVisible();
    await expect(venueCard.getByText('Pending Approval', { exact: true })).toBeVisible();
    // Hours, closures and special dates can be set before the venue goes live (docs/decisions/0056).
    await main.getByRole('tab', { name: 'Availability' }).click();
    await expect(main.getByText('Venue Pending Approval.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Manage Availability' })).toBeVisible();

    // Not listed until an admin approves it.
    const mine = await request.get('/api/venues/my-venues/', {
      headers: { Authorization: `Token ${owner.session.token}` },
    });
    const venueId = ((await mine.json()) as { venues: { id: number; name: string }[] }).venues.find(
      (venue) => venue.name === venueName,
    )!.id;
    await page.goto(`/venues?search=${encodeURIComponent(venueName)}`);
    await expect(page.getByText('No venues found')).toBeVisible();
    await approveVenue(request, venueId);

    // Listed: by name, and first in a distance search from Canterbury.
    await page.goto(`/venues?search=${encodeURIComponent(venueName)}`);
    await expect(page.getByRole('article').getByRole('heading', { name: venueName })).toBeVisible();
    await page.goto(
      `/venues?location=${encodeURIComponent(CANTERBURY.description)}&lat=${CANTERBURY.lat}&lng=${CANTERBURY.lng}&sport=Padel`,
    );
    const nearby = page.getByRole('article').filter({ has: page.getByRole('heading', { name: venueName }) });
    await expect(nearby).toBeVisible();
    await expect(nearby.getByText(/km away/)).toBeVisible();

    // The owner, now live, blocks three days (last day clicked first) and sets a special price.
    await page.goto('/venue-dashboard');
    await expect(venueCard.getByText('Live & Bookable', { exact: true })).toBeVisible();
    await main.getByRole('tab', { name: 'Availability' }).click();
    await main.getByRole('button', { name: 'Block Dates' }).click();
    const calendar = page.getByRole('dialog', { name: 'Block dates' });
    const firstBlocked = weekdayIn(3);
    const [blockFrom, blockTo] = [londonDateIn(firstBlocked), londonDateIn(firstBlocked + 2)];
    await expect(calendar.locator(`[data-date="${londonDateIn(0)}"]`)).toBeEnabled();
    const yesterday = calendar.locator(`[data-date="${londonDateIn(-1)}"]`);
    if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled();
    await calendar.getByRole('button', { name: 'Block selected dates' }).click();
    await expect(page.getByText('Please select dates first')).toBeVisible();
    await clickCalendarDay(calendar, blockTo);
    await clickCalendarDay(calendar, blockFrom);
    await expect(calendar.locator(`[data-date="${londonDateIn(firstBlocked + 1)}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await calendar.getByLabel('Reason', { exact: true }).selectOption('Staff Training');
    await calendar.getByRole('button', { name: 'Block selected dates' }).click();
    await expect(page.getByText('Dates blocked successfully!')).toBeVisible();
    await expect(calendar.getByText('No dates selected')).toBeVisible();
    await expect(calendar.getByRole('listitem')).toContainText(['Staff Training']);
    await page.keyboard.press('Escape');

    const specialDay = londonDateIn(weekdayIn(firstBlocked + 3));
    await main.getByRole('button', { name: 'Manage Special Dates' }).click();
    const specials = page.getByRole('dialog', { name: 'Manage Special Dates' });
    await specials.getByLabel('Date', { exact: true }).fill(specialDay);
    await specials.getByLabel('Price per hour (£)').fill('12.50');
    await specials.getByLabel('Start time').selectOption('10:00');
    await specials.getByLabel('End time').selectOption('14:00');
    await specials.getByLabel('Notes (optional)').fill('Community morning');
    await specials.getByRole('button', { name: 'Add special date' }).click();
    await expect(page.getByText('Special date added successfully!')).toBeVisible();
    await expect(specials.getByRole('listitem')).toContainText(['£12.50/hr']);
    await page.keyboard.press('Escape');

    // The player's slot picker shows both at once.
    await signIn(page, player.session);
    await page.goto(`/venue/${venueId}`);
    const panel = page.getByRole('region', { name: 'Book this venue' });
    await panel.getByLabel('Sport', { exact: true }).selectOption('Padel');
    await panel.getByLabel('Date').fill(blockFrom);
    const slots = panel.getByRole('group', { name: 'Available times' });
    await expect(slots.getByRole('button', { name: /^10:00 - 11:00/ })).toContainText('Blocked');
    await expect(slots.getByRole('button', { disabled: false })).toHaveCount(0);
    await panel.getByLabel('Date').fill(specialDay);
    await expect(slots.getByRole('button', { name: /^10:00 - 11:00/ })).toContainText('£12.50');
    await expect(slots.getByRole('button', { name: /^10:00 - 11:00/ })).toContainText('Special');
    await expect(slots.getByRole('button', { name: /^15:00 - 16:00/ })).toContainText('£32.50');

    await bookAsPlayer(page, player.session, venueId, 'Padel', specialDay, ['10:00'], 1250);

    // The owner sees the booking and its revenue.
    await signIn(page, await apiLogin(request, owner));
    await page.goto('/venue-dashboard');
    // A live venue opens on the Calendar (issue 30 §2); the figures are on the Overview.
    await main.getByRole('tab', { name: 'Overview' }).click();
    await expect(main.getByRole('group', { name: 'Total bookings' })).toContainText('1');
    const activity = main.getByRole('region', { name: 'Recent activity' });
    await expect(activity).toContainText(`${player.name} booked Padel`);
    await expect(activity).toContainText('£12.50');
    const sameMonth = specialDay.slice(0, 7) === londonDateIn(0).slice(0, 7);
    await expect(main.getByRole('group', { name: 'Revenue this month' })).toContainText(sameMonth ? '£12.50' : '£0.00');
    await main.getByRole('tab', { name: 'Bookings' }).click();
    const row = main.getByRole('row').filter({ hasText: player.email });
    await expect(row).toContainText('£12.50');
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Succeeded');
    await expect(main.getByLabel('Bookings summary')).toContainText('£12.50');

    // Export CSV: the filtered list as a file named after the venue and the filters.
    await main.getByLabel('Sport', { exact: true }).selectOption('Padel');
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `${venueName.toLowerCase().replace(/ /g, '-')}-bookings-padel-as-of-${londonDateIn(0)}.csv`,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(player.email);
    expect(csv.trim().split('\n')).toHaveLength(2);
  });

  test('a closure that meets a confirmed booking lists it, and cancels and refunds it only when the owner confirms', async ({
    page,
    freshPlayer: player,
  }) => {
    test.setTimeout(150_000);
    const request = page.request;
    const owner: NewOwner = await registerApprovedOwner(request, 'owner-closure', 'Jamie Reed');
    const venueName = `Reed Lane Courts ${Date.now().toString(36)}`;
    const venueId = await createVenueViaApi(request, owner.session.token, {
      name: venueName,
      sports: [{ sport: 'Tennis', price: '20' }],
    });
    await approveVenue(request, venueId);
    const date = londonDateIn(weekdayIn(2));
    await bookAsPlayer(page, player.session, venueId, 'Tennis', date, ['18:00'], 2000);

    await signIn(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Availability' }).click();
    await main.getByRole('button', { name: 'Block Dates' }).click();
    const calendar = page.getByRole('dialog', { name: 'Block dates' });
    await clickCalendarDay(calendar, date);
    await calendar.getByRole('button', { name: 'Block selected dates' }).click();

    // The 409: the booking it would cancel, nothing saved yet.
    const confirm = page.getByRole('dialog', { name: 'Cancel booked hours?' });
    await expect(confirm).toContainText('This change would close an hour a player has already booked.');
    const affected = confirm.getByRole('row').filter({ hasText: player.email });
    await expect(affected).toContainText(player.name);
    await expect(affected).toContainText('18:00 - 19:00');
    await expect(affected).toContainText('£20.00');
    await confirm.getByRole('button', { name: 'Keep bookings' }).click();
    await expect(confirm).toBeHidden();
    await expect(calendar.getByText('Nothing blocked.')).toBeVisible();
    const kept = await request.get('/api/bookings/my-bookings/', {
      headers: { Authorization: `Token ${player.session.token}` },
    });
    expect(
      ((await kept.json()) as { bookings: { status: string }[] }).bookings.map((booking) => booking.status),
    ).toEqual(['confirmed']);

    // Confirmed: blocked, the booking cancelled and refunded in full, the player told.
    await calendar.getByRole('button', { name: 'Block selected dates' }).click();
    await confirm.getByRole('button', { name: 'Cancel booking and save' }).click();
    await expect(
      page.getByText('Dates blocked successfully! 1 booking was cancelled and refunded in full.'),
    ).toBeVisible();
    await expect(calendar.getByRole('listitem')).toContainText(['Blocked']);
    const after = await request.get('/api/bookings/my-bookings/', {
      headers: { Authorization: `Token ${player.session.token}` },
    });
    const [booking] = ((await after.json()) as { bookings: { status: string; refundedAmount: number }[] }).bookings;
    expect(booking).toMatchObject({ status: 'cancelled', refundedAmount: 20 });
    const mail = await waitForMail(player.email, { subject: /cancelled: .* is closed at that time/ });
    expect(mail.subject).toContain(venueName);
  });

  test('the pricing and details tabs hold edits until saved', async ({ page }) => {
    test.setTimeout(90_000);
    const request = page.request;
    const owner = await registerApprovedOwner(request, 'owner-pricing', 'Sam Okafor');
    const venueName = `Okafor Sports Hall ${Date.now().toString(36)}`;
    await approveVenue(
      request,
      await createVenueViaApi(request, owner.session.token, {
        name: venueName,
        sports: [
          { sport: 'Squash', price: '30' },
          { sport: 'Badminton', price: '18.50' },
        ],
      }),
    );
    await signIn(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Overview' }).click();
    await expect(main.getByRole('region', { name: 'Recent activity' })).toContainText('No recent activity');
    await main.getByRole('tab', { name: 'Bookings' }).click();
    await expect(main.getByText('No bookings found')).toBeVisible();
    await main.getByRole('tab', { name: 'Pricing' }).click();
    await expect(main.getByText('£25-60/hr', { exact: false })).toBeVisible();
    const squash = main.getByLabel('Squash', { exact: true });
    await expect(squash).toHaveValue('30.00');
    await expect(main.getByText('Modified')).toHaveCount(0);
    await squash.fill('30.0');
    await expect(main.getByText('Modified')).toHaveCount(0);
    await squash.fill('34.75');
    await expect(main.getByText('Modified')).toHaveCount(1);
    await expect(main.getByText('(Unsaved)')).toBeVisible();
    // A failed save keeps the edit and says so.
    await page.route(
      '**/api/venues/*/',
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"success":false,"error":"boom","code":"INTERNAL"}',
            })
          : route.fallback(),
      { times: 1 },
    );
    await main.getByRole('button', { name: 'Save Pricing' }).click();
    await expect(page.getByText('Failed to update pricing. Please try again.')).toBeVisible();
    await expect(main.getByText('(Unsaved)')).toBeVisible();
    await main.getByRole('button', { name: 'Save Pricing' }).click();
    await expect(page.getByText('Pricing updated successfully!')).toBeVisible();
    await expect(main.getByText('(Unsaved)')).toHaveCount(0);
    await expect(squash).toHaveValue('34.75');

    // Details: held locally until saved; a sport without a photo is refused before anything is sent.
    await main.getByRole('tab', { name: 'Venue Details' }).click();
    await main.getByLabel('Description').fill('A sports hall with six courts and a cafe.');
    await main.getByRole('tab', { name: 'Overview' }).click();
    await main.getByRole('tab', { name: 'Venue Details' }).click();
    await expect(main.getByLabel('Description')).toHaveValue('A sports hall with six courts and a cafe.');
    await main.getByRole('button', { name: 'Sauna' }).click();
    await main.getByRole('button', { name: 'Save Venue Details' }).click();
    await expect(page.getByText('Venue details updated successfully!')).toBeVisible();
    await main.getByRole('button', { name: 'Football' }).click();
    await main.getByRole('button', { name: 'Save Venue Details' }).click();
    await expect(main.getByRole('alert')).toHaveText('Please add at least one image for: Football');
    const saved = await request.get('/api/venues/my-venues/', {
      headers: { Authorization: `Token ${owner.session.token}` },
    });
    const venue = (
      (await saved.json()) as {
        venues: {
          facilities: string[];
          sports: string[];
          sportConfigs: { sport: string; pricePerHourPence: number }[];
        }[];
      }
    ).venues[0]!;
    expect(venue.facilities).toContain('Sauna');
    expect(venue.sports).toEqual(['Squash', 'Badminton']);
    expect(venue.sportConfigs.find((config) => config.sport === 'Squash')?.pricePerHourPence).toBe(3475);

    // The Edit Venue modal: a description change saves as is; a new name is said to need review before
    // saving, and waits for an admin while the venue keeps its approved name (docs/decisions/0056).
    await page.reload();
    await main.getByRole('button', { name: 'Edit Venue' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Your Venue' });
    await modal.getByLabel('Description').fill('Six courts, a cafe and a sauna.');
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Venue updated successfully!')).toBeVisible();
    await main.getByRole('button', { name: 'Edit Venue' }).click();
    await modal.getByLabel('Venue name').fill(`${venueName} & Spa`);
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await expect(modal.getByRole('note', { name: 'Send this change for review?' })).toContainText(`${venueName} & Spa`);
    await modal.getByRole('button', { name: 'Save and send for review' }).click();
    await expect(
      page.getByText('Your new name, location or address will be reviewed by an admin', { exact: false }),
    ).toBeVisible();
    const yourVenue = main.getByRole('region', { name: 'Your venue' });
    await expect(yourVenue.getByRole('heading', { name: venueName, exact: true })).toBeVisible();
    await expect(yourVenue.getByRole('region', { name: 'Change awaiting review' })).toContainText(`${venueName} & Spa`);
  });

  test('an owner awaiting approval sees the review notice in every tab and cannot add a venue', async ({
    pendingOwnerPage: page,
  }) => {
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your account is pending approval' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add Venue (Pending Approval)' })).toBeDisabled();
    for (const tab of ['Overview', 'Pricing', 'Venue Details', 'Bookings', 'Availability']) {
      await main.getByRole('tab', { name: tab }).click();
      await expect(main.getByRole('tabpanel', { name: tab })).toContainText('Account Under Review');
      await expect(main.getByRole('tabpanel', { name: tab })).toContainText('1-2 business days');
    }
  });

  test('an approved owner without a venue sees the welcome banner and No Venue Added in every tab', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const owner = await registerApprovedOwner(page.request, 'owner-empty', 'Riley Ash');
    await signIn(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add Your Venue' })).toBeVisible();
    for (const tab of ['Overview', 'Pricing', 'Venue Details', 'Bookings', 'Availability']) {
      await main.getByRole('tab', { name: tab }).click();
      await expect(
        main.getByRole('tabpanel', { name: tab }).getByRole('heading', { name: 'No Venue Added' }),
      ).toBeVisible();
    }
    await main.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(main.getByRole('button', { name: 'Add Your Venue' })).toHaveCount(0);

    // A refused or failed create keeps the form and says why.
    await main.getByRole('button', { name: 'Add Venue', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Add Your Venue' });
    await modal.getByLabel('Venue name').fill('Ash Courts');
    await modal.getByRole('combobox', { name: 'Location' }).fill('Nowhere Special');
    await modal.getByLabel('Address').fill('1 Ash Row');
    await modal.getByLabel('Description').fill('Courts.');
    await modal.getByRole('button', { name: 'Squash', exact: true }).click();
    await modal.getByLabel('Add Squash photos').setInputFiles(await photo('s.png', { r: 200, g: 120, b: 20 }));
    await modal.getByLabel('Squash price per hour (£)').fill('0');
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please set a valid price for: Squash');
    await modal.getByLabel('Squash price per hour (£)').fill('18');
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await modal.getByRole('button', { name: 'Submit venue' }).click();
    await expect(
      page.getByText('Error: We could not find this location. Please choose one of the suggestions.'),
    ).toBeVisible();
    await page.route(
      '**/api/venues/',
      (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.fallback(),
      { times: 1 },
    );
    await modal.getByRole('button', { name: 'Submit venue' }).click();
    await expect(page.getByText('Failed to create venue. Please try again.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Submit venue' })).toBeEnabled();
  });

  test('the demo owner switches between their venues', async ({ ownerPage: page }) => {
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    const switcher = main.getByLabel(/^Venue \(\d+\)$/);
    await expect(switcher).toBeVisible();
    const names = await switcher.locator('option').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    await switcher.selectOption({ index: 1 });
    await expect(main.getByRole('region', { name: 'Your venue' }).getByRole('heading', { level: 2 })).toHaveText(
      names[1]!.replace(' (pending approval)', ''),
    );
  });

  test('a player rates a played booking once from My Bookings, and the venue page shows the review', async ({
    playerPage: page,
  }) => {
    await page.goto('/dashboard?tab=bookings');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: /^Previous Bookings/ }).click();
    // The demo data follows today's date, so which venues the player has played at changes from day
    // to day: rate the first booking that can be rated, wherever it was, and keep to that card.
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const rateable = await cards.evaluateAll((articles) =>
      articles.map((article) =>
        [...article.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Rate'),
      ),
    );
    expect(rateable).toContain(true);
    const card = cards.nth(rateable.indexOf(true));
    const venueName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('button', { name: 'Rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate your booking' });
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars.');
    // The star is what a person clicks; the radio under it is hidden.
    await dialog.getByRole('radio', { name: '4 stars' }).locator('xpath=..').click();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill('Great pitches, friendly staff.');
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Thank you for your review!')).toBeVisible();
    await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(card).toContainText('Great pitches, friendly staff.');
    await expect(card.getByRole('button', { name: 'Rate' })).toHaveCount(0);

    const venues = await page.request.get(`/api/venues/?search=${encodeURIComponent(venueName)}`);
    const venueId = ((await venues.json()) as { venues: { id: number; name: string }[] }).venues.find(
      (venue) => venue.name === venueName,
    )!.id;
    await page.goto(`/venue/${venueId}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('Great pitches, friendly staff.');
    await expect(reviews).toContainText(/\(\d+ reviews?\)/);
  });

  test('every tab and modal of the dashboard has no serious or critical axe violations', async ({
    ownerPage: page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    // The landing tab of a live venue: the Calendar (issue 30 §2).
    await expect(main.getByRole('grid', { name: /^Courts on / })).toBeVisible();
    expect(await seriousViolations(page), 'Calendar').toEqual([]);
    await main.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(main.getByRole('grid', { name: /^Courts from / })).toBeVisible();
    expect(await seriousViolations(page), 'Calendar week').toEqual([]);
    await main.getByRole('tab', { name: 'Overview' }).click();
    await expect(main.getByRole('group', { name: 'Sports available' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [tab, ready] of [
      ['Pricing', 'Save Pricing'],
      ['Venue Details', 'Save Venue Details'],
      ['Bookings', 'Export CSV'],
      ['Availability', 'Manage Availability'],
    ] as const) {
      await main.getByRole('tab', { name: tab }).click();
      await expect(main.getByRole('button', { name: ready })).toBeVisible();
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    for (const [button, dialog] of [
      ['Manage Availability', 'Manage Availability'],
      ['Block Dates', 'Block dates'],
      ['Manage Special Dates', 'Manage Special Dates'],
      ['Edit Venue', 'Edit Your Venue'],
    ] as const) {
      await main.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect(await seriousViolations(page), dialog).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    }
  });

  test('the owner edits weekly hours, a sport schedule, sport closures and special dates; a failed removal comes back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const request = page.request;
    const owner = await registerApprovedOwner(request, 'owner-hours', 'Alex Byrne');
    const venueId = await createVenueViaApi(request, owner.session.token, {
      name: `Byrne Courts ${Date.now().toString(36)}`,
      sports: [
        { sport: 'Tennis', price: '20' },
        { sport: 'Squash', price: '15' },
      ],
    });
    await approveVenue(request, venueId);
    await signIn(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Availability' }).click();
    const availability = async () =>
      (
        (await (
          await request.get(`/api/venues/${venueId}/availability/`, {
            headers: { Authorization: `Token ${owner.session.token}` },
          })
        ).json()) as { availability: Availability }
      ).availability;

    // General schedule: Monday 07:00–21:00 with a lunch break, copied to every day, then saved.
    await main.getByRole('button', { name: 'Manage Availability' }).click();
    const modal = page.getByRole('dialog', { name: 'Manage Availability' });
    await modal.getByLabel('Monday opens').selectOption('07:00');
    await modal.getByLabel('Monday closes').selectOption('21:00');
    await modal.getByRole('button', { name: 'Break on Monday' }).click();
    await expect(modal.getByLabel('Monday break 1 reason')).toHaveValue('Lunch Break');
    await expect(modal.getByLabel('Monday break 1 starts')).toHaveValue('12:00');
    await modal.getByRole('button', { name: 'Copy to All from Monday' }).click();
    await expect(modal.getByLabel('Sunday opens')).toHaveValue('07:00');
    await modal.getByLabel('Saturday closes').selectOption('06:00');
    await modal.getByRole('button', { name: 'Save Availability' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Saturday: the closing time must be after the opening time.');
    await modal.getByLabel('Saturday closes').selectOption('21:00');
    await modal.getByRole('button', { name: 'Save Availability' }).click();
    await expect(page.getByText('Availability updated successfully!')).toBeVisible();
    await expect(modal).toBeHidden();
    const saved = await availability();
    expect(
      saved.generalSchedule.map((day) => [day.isOpen, day.openTime, day.closeTime, day.breakTimes.length]),
    ).toEqual(Array.from({ length: 7 }, () => [true, '07:00', '21:00', 1]));

    // Sport-specific: Squash gets its own week (a copy of the general one), then goes back to the general one.
    await main.getByRole('button', { name: 'Manage Availability' }).click();
    await modal.getByRole('tab', { name: 'Sport-Specific' }).click();
    await modal.getByLabel('Sport', { exact: true }).selectOption('Squash');
    await modal.getByRole('button', { name: 'Create custom schedule' }).click();
    await expect(modal.getByLabel('Tuesday opens')).toHaveValue('07:00');
    await modal.getByLabel('Tuesday', { exact: true }).uncheck();
    await modal.getByRole('button', { name: 'Save Squash schedule' }).click();
    await expect(page.getByText('Squash schedule saved successfully!')).toBeVisible();
    expect(
      (await availability()).sportAvailability
        .find((entry) => entry.sport === 'Squash')
        ?.schedule.find((day) => day.dayOfWeek === 2)?.isOpen,
    ).toBe(false);
    await modal.getByRole('button', { name: 'Revert to general schedule' }).click();
    await expect(modal.getByText('Squash follows the general schedule.')).toBeVisible();
    expect((await availability()).sportAvailability.find((entry) => entry.sport === 'Squash')?.schedule).toEqual([]);

    // Squash closures: one day, default reason '{sport} unavailable'.
    await modal.getByRole('button', { name: 'Block Squash dates' }).click();
    const calendar = page.getByRole('dialog', { name: 'Block Squash dates' });
    const day = londonDateIn(weekdayIn(4));
    await clickCalendarDay(calendar, day);
    await calendar.getByRole('button', { name: 'Block selected dates' }).click();
    await expect(page.getByText('Squash blocking periods saved successfully!')).toBeVisible();
    await expect(calendar.getByRole('listitem')).toContainText(['Squash unavailable']);
    await calendar.getByRole('button', { name: `Unblock ${day}` }).click();
    await expect(page.getByText('Blocked period removed.')).toBeVisible();
    await expect(calendar.getByText('Nothing blocked.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // Special dates: add, edit, a failed delete comes back, then delete.
    await main.getByRole('button', { name: 'Manage Special Dates' }).click();
    const specials = page.getByRole('dialog', { name: 'Manage Special Dates' });
    await specials.getByRole('button', { name: 'Add special date' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    const specialDay = londonDateIn(weekdayIn(10));
    await specials.getByLabel('Date', { exact: true }).fill(specialDay);
    await specials.getByRole('button', { name: 'Add special date' }).click();
    await expect(page.getByText('Special date added successfully!')).toBeVisible();
    await expect(specials.getByRole('listitem')).toContainText(['normal price']);
    await specials.getByRole('button', { name: `Edit special date ${specialDay}` }).click();
    await specials.getByLabel('Price per hour (£)').fill('9.99');
    await specials.getByRole('button', { name: 'Update special date' }).click();
    await expect(page.getByText('Special date updated successfully!')).toBeVisible();
    await expect(specials.getByRole('listitem')).toContainText(['£9.99/hr']);
    await page.route(
      `**/api/venues/${venueId}/availability/`,
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"success":false,"error":"boom","code":"INTERNAL"}',
            })
          : route.fallback(),
      { times: 1 },
    );
    await specials.getByRole('button', { name: `Delete special date ${specialDay}` }).click();
    await expect(page.getByText('Failed to remove special date. Please try again.')).toBeVisible();
    await expect(specials.getByRole('listitem')).toContainText(['£9.99/hr']);
    await specials.getByRole('button', { name: `Delete special date ${specialDay}` }).click();
    await expect(page.getByText('Special date removed successfully!')).toBeVisible();
    await expect(specials.getByText('No special dates yet.')).toBeVisible();
    expect((await availability()).specialDates).toEqual([]);
  });
});
