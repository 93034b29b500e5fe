import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { approveVenue, createVenueViaApi, photo, registerApprovedOwner, registerOwner, approveOwner, type NewOwner } from './support/owners';
import { addCardViaApi, chooseSlotsAndBook, pounds } from './support/payments';
import { apiLogin, storeSession, type ApiSession } from './support/session';
import { londonDateIn } from './support/venues';

// Saves go through the API, the availability engine and sometimes the payment provider: give data steps longer.
const expect = baseExpect.configure({ timeout: 10_000 });

const CAMDEN = { description: 'Camden, London', lat: 51.529, lng: -0.1255 };

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
async function bookAsPlayer(page: Page, session: ApiSession, venueId: number, sport: string, date: string, times: string[], pricePence: number) {
  await addCardViaApi(page.request, session.token, '4242 4242 4242 4242');
  await chooseSlotsAndBook(page, venueId, sport, date, times);
  const main = page.getByRole('main');
  await main.getByLabel('Mobile number').fill('07700 900123');
  await main.getByRole('button', { name: `Confirm Booking - ${pounds(pricePence)}` }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 15_000 });
}

test.describe('venue owner dashboard', () => {
  test('an owner lists a venue, an admin approves it, the owner blocks dates and sets a special price, a player books, and the owner sees it', async ({ page, freshPlayer: player }) => {
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
    await modal.getByRole('combobox', { name: 'Location' }).fill('Camd');
    await page.getByRole('option', { name: /^Camden, London/ }).first().click();
    await modal.getByLabel('Address').fill('12 Agar Grove, London NW1 9SL');
    await modal.getByLabel('Description').fill('Four floodlit courts beside Camden Square.');
    await modal.getByRole('button', { name: 'Tennis', exact: true }).click();
    const addSport = modal.getByLabel('Add sports');
    await addSport.fill('  ');
    await addSport.press('Enter');
    await addSport.fill('Padel');
    await addSport.press('Enter');
    await addSport.fill('padel');
    await modal.getByRole('button', { name: 'Add to sports' }).click();
    await expect(modal.getByRole('list', { name: 'Chosen sports' }).getByRole('listitem')).toHaveText(['Tennis', 'Padel']);
    await expect(modal.getByLabel('Padel price per hour (£)')).toHaveValue('25');
    await modal.getByLabel('Padel price per hour (£)').fill('32.50');
    await modal.getByRole('button', { name: 'Floodlights' }).click();
    await modal.getByRole('button', { name: 'Review venue' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please add at least one image for: Tennis, Padel');

    await modal.getByLabel('Add Tennis photos').setInputFiles([await photo('t1.png', { r: 10, g: 110, b: 70 }), await photo('t2.png', { r: 30, g: 140, b: 90 }), await photo('t3.png', { r: 50, g: 160, b: 110 })]);
    await modal.getByLabel('Add Padel photos').setInputFiles([await photo('p1.png', { r: 20, g: 60, b: 160 }), await photo('p2.png', { r: 40, g: 80, b: 180 }), await photo('p3.png', { r: 60, g: 100, b: 200 })]);
    await expect(modal.getByRole('img', { name: /^Padel photo/ })).toHaveCount(3);
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
    await main.getByRole('tab', { name: 'Availability' }).click();
    await expect(main.getByRole('heading', { name: 'Venue Pending Approval' })).toBeVisible();

    // Not listed until an admin approves it.
    const mine = await request.get('/api/venues/my-venues/', { headers: { Authorization: `Token ${owner.session.token}` } });
    const venueId = ((await mine.json()) as { venues: { id: number; name: string }[] }).venues.find((venue) => venue.name === venueName)!.id;
    await page.goto(`/venues?search=${encodeURIComponent(venueName)}`);
    await expect(page.getByText('No venues found')).toBeVisible();
    await approveVenue(request, venueId);

    // Listed: by name, and first in a distance search from Camden.
    await page.goto(`/venues?search=${encodeURIComponent(venueName)}`);
    await expect(page.getByRole('article').getByRole('heading', { name: venueName })).toBeVisible();
    await page.goto(`/venues?location=${encodeURIComponent(CAMDEN.description)}&lat=${CAMDEN.lat}&lng=${CAMDEN.lng}&sport=Padel`);
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
    await expect(calendar.locator(`[data-date="${londonDateIn(firstBlocked + 1)}"]`)).toHaveAttribute('aria-selected', 'true');
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
    await specials.getByLabel('Start time').fill('10:00');
    await specials.getByLabel('End time').fill('14:00');
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
  });

  test('a closure that meets a confirmed booking lists it, and cancels and refunds it only when the owner confirms', async ({ page, freshPlayer: player }) => {
    test.setTimeout(150_000);
    const request = page.request;
    const owner: NewOwner = await registerApprovedOwner(request, 'owner-closure', 'Jamie Reed');
    const venueName = `Reed Lane Courts ${Date.now().toString(36)}`;
    const venueId = await createVenueViaApi(request, owner.session.token, { name: venueName, sports: [{ sport: 'Tennis', price: '20' }] });
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
    const kept = await request.get('/api/bookings/my-bookings/', { headers: { Authorization: `Token ${player.session.token}` } });
    expect(((await kept.json()) as { bookings: { status: string }[] }).bookings.map((booking) => booking.status)).toEqual(['confirmed']);

    // Confirmed: blocked, the booking cancelled and refunded in full, the player told.
    await calendar.getByRole('button', { name: 'Block selected dates' }).click();
    await confirm.getByRole('button', { name: 'Cancel booking and save' }).click();
    await expect(page.getByText('Dates blocked successfully! 1 booking was cancelled and refunded in full.')).toBeVisible();
    await expect(calendar.getByRole('listitem')).toContainText(['Blocked']);
    const after = await request.get('/api/bookings/my-bookings/', { headers: { Authorization: `Token ${player.session.token}` } });
    const [booking] = ((await after.json()) as { bookings: { status: string; refundedAmount: number }[] }).bookings;
    expect(booking).toMatchObject({ status: 'cancelled', refundedAmount: 20 });
    const mail = await waitForMail(player.email, { subject: /cancelled: .* is closed at that time/ });
    expect(mail.subject).toContain(venueName);
  });

  test('the pricing and details tabs hold edits until saved', async ({ page }) => {
    const request = page.request;
    const owner = await registerApprovedOwner(request, 'owner-pricing', 'Sam Okafor');
    const venueName = `Okafor Sports Hall ${Date.now().toString(36)}`;
    await createVenueViaApi(request, owner.session.token, { name: venueName, sports: [{ sport: 'Squash', price: '30' }, { sport: 'Badminton', price: '18.50' }] });
    await signIn(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
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
    await main.getByRole('button', { name: 'Save Pricing' }).click();
    await expect(page.getByText('Pricing updated successfully!')).toBeVisible();
    await expect(main.getByText('(Unsaved)')).toHaveCount(0);
    await expect(squash).toHaveValue('34.75');

    // Details: held locally until saved; a sport without a photo is refused before anything is sent.
    await main.getByRole('tab', { name: 'Venue Details' }).click();
    await main.getByLabel('Description').fill('A sports hall with six courts and a cafe.');
    await main.getByRole('button', { name: 'Sauna' }).click();
    await main.getByRole('button', { name: 'Save Venue Details' }).click();
    await expect(page.getByText('Venue details updated successfully!')).toBeVisible();
    await main.getByRole('button', { name: 'Football' }).click();
    await main.getByRole('button', { name: 'Save Venue Details' }).click();
    await expect(main.getByRole('alert')).toHaveText('Please add at least one image for: Football');
    const saved = await request.get('/api/venues/my-venues/', { headers: { Authorization: `Token ${owner.session.token}` } });
    const venue = ((await saved.json()) as { venues: { facilities: string[]; sports: string[]; sportConfigs: { sport: string; pricePerHourPence: number }[] }[] }).venues[0]!;
    expect(venue.facilities).toContain('Sauna');
    expect(venue.sports).toEqual(['Squash', 'Badminton']);
    expect(venue.sportConfigs.find((config) => config.sport === 'Squash')?.pricePerHourPence).toBe(3475);
  });

  test('an owner awaiting approval sees the review notice in every tab and cannot add a venue', async ({ pendingOwnerPage: page }) => {
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

  test('an approved owner without a venue sees the welcome banner and No Venue Added in every tab', async ({ page }) => {
    const owner = await registerApprovedOwner(page.request, 'owner-empty', 'Riley Ash');
    await signIn(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add Your Venue' })).toBeVisible();
    for (const tab of ['Overview', 'Pricing', 'Venue Details', 'Bookings', 'Availability']) {
      await main.getByRole('tab', { name: tab }).click();
      await expect(main.getByRole('tabpanel', { name: tab }).getByRole('heading', { name: 'No Venue Added' })).toBeVisible();
    }
    await main.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(main.getByRole('button', { name: 'Add Your Venue' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Add Venue', exact: true })).toBeEnabled();
  });

  test('the demo owner switches between venues; a new venue shows no bookings and no recent activity', async ({ ownerPage: page }) => {
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    const switcher = main.getByLabel(/^Venue \(\d+\)$/);
    await expect(switcher).toBeVisible();
    const names = await switcher.locator('option').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    await switcher.selectOption({ index: 1 });
    await expect(main.getByRole('region', { name: 'Your venue' }).getByRole('heading', { level: 2 })).toHaveText(names[1]!.replace(' (pending approval)', ''));
  });

  test('a player rates a played booking once from My Bookings, and the venue page shows the review', async ({ playerPage: page }) => {
    const venueName = 'Bute Park Sports Centre';
    await page.goto('/dashboard?tab=bookings');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: /^Previous Bookings/ }).click();
    const card = main.getByRole('article', { name: venueName });
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
    const venueId = ((await venues.json()) as { venues: { id: number; name: string }[] }).venues.find((venue) => venue.name === venueName)!.id;
    await page.goto(`/venue/${venueId}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('Great pitches, friendly staff.');
    await expect(reviews).toContainText(/\(\d+ reviews?\)/);
  });
});
