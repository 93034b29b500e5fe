import { VENUE_MESSAGES } from '@app/contracts';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { approveVenue, createVenueViaApi, registerApprovedOwner } from './support/owners';
import { addCardViaApi, chooseSlotsAndBook } from './support/payments';
import { ADMIN, apiLogin, storeSession, type ApiSession } from './support/session';
import { londonDateIn } from './support/venues';

// Saves go through the API, the availability engine and the payment provider: give data steps longer.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The player on `page` books `times` with a saved card, through the venue page and checkout. */
async function bookAsPlayer(page: Page, session: ApiSession, venueId: number, date: string, times: string[]) {
  await addCardViaApi(page.request, session.token, '4242 4242 4242 4242');
  await chooseSlotsAndBook(page, venueId, 'Padel', date, times);
  const main = page.getByRole('main');
  await main.getByLabel('Mobile number').fill('07700 900123');
  await main.getByRole('button', { name: /^Confirm Booking - / }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 15_000 });
}

/** Issue 30 §5 and §6: a venue's own hours, set before it goes live; a live venue's change under review. */
test.describe("a venue's own hours and changes under review", () => {
  test('an owner sets 06:00–23:00 before approval, an admin approves, and a player books 06:00', async ({
    page,
    freshPlayer,
  }) => {
    const owner = await registerApprovedOwner(page.request, 'early-hours', 'Robin Early');
    const name = `Dawn Padel ${Date.now()}`;
    const venueId = await createVenueViaApi(page.request, owner.session.token, {
      name,
      sports: [{ sport: 'Padel', price: '30' }],
    });

    // The owner sets the hours while the venue awaits approval.
    await storeSession(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Availability' }).click();
    await expect(main.getByText(`${VENUE_MESSAGES.venuePendingApproval}.`)).toBeVisible();
    await main.getByRole('button', { name: 'Manage Availability' }).click();
    const modal = page.getByRole('dialog', { name: 'Manage Availability' });
    // Closing before opening is refused in the form, in the API's words.
    await modal.getByLabel('Monday opens').selectOption('23:00');
    await modal.getByLabel('Monday closes').selectOption('06:00');
    await modal.getByRole('button', { name: 'Save Availability' }).click();
    await expect(modal.getByRole('alert')).toHaveText(VENUE_MESSAGES.closeBeforeOpen('Monday'));
    await modal.getByLabel('Monday opens').selectOption('06:00');
    await modal.getByLabel('Monday closes').selectOption('23:00');
    await modal.getByRole('button', { name: 'Copy to All from Monday' }).click();
    await modal.getByRole('button', { name: 'Save Availability' }).click();
    await expect(page.getByText(VENUE_MESSAGES.availabilityUpdated)).toBeVisible();

    // The admin sees the hours, prices and courts on the approval card, and approves.
    await storeSession(page, await apiLogin(page.request, ADMIN));
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /Venue Approvals/ }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('Mon–Sun')).toBeVisible();
    await expect(card.getByText('06:00 - 23:00')).toBeVisible();
    await expect(card.getByText('Padel £30.00/hr · 1 court')).toBeVisible();
    await expect(card.getByRole('link', { name: /Preview listing/ })).toHaveAttribute('href', `/venue/${venueId}`);
    await card.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog', { name: `Approve ${name}?` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText(VENUE_MESSAGES.venueApproved)).toBeVisible();

    // A player books the first hour of the day.
    await storeSession(page, freshPlayer.session);
    const date = londonDateIn(3);
    await bookAsPlayer(page, freshPlayer.session, venueId, date, ['06:00']);
    const slots = await (await page.request.get(`/api/venues/${venueId}/slots/?sport=Padel&date=${date}`)).json();
    expect(slots.slots[0]).toMatchObject({ time: '06:00', unavailableReason: 'booked' });
    expect(slots.slots.at(-1)).toMatchObject({ time: '22:00', endTime: '23:00' });
  });

  test('a live venue renamed by its owner stays bookable under its old name while the change awaits review', async ({
    page,
    freshPlayer,
  }) => {
    const owner = await registerApprovedOwner(page.request, 'rename-live', 'Alex Rename');
    const name = `Canalside Padel ${Date.now()}`;
    const venueId = await createVenueViaApi(page.request, owner.session.token, {
      name,
      sports: [{ sport: 'Padel', price: '25' }],
    });
    await approveVenue(page.request, venueId);

    // The owner is told before saving that the change is reviewed and the listing stays on sale.
    await storeSession(page, owner.session);
    await page.goto('/venue-dashboard');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Venue Details' }).click();
    await main.getByLabel('Venue name').fill(`${name} Arena`);
    await main.getByRole('button', { name: 'Save Venue Details' }).click();
    const confirm = page.getByRole('dialog', { name: VENUE_MESSAGES.changeNeedsReviewTitle });
    await expect(confirm).toContainText(VENUE_MESSAGES.changeNeedsReview);
    await expect(confirm).toContainText(`${name} Arena`);
    await confirm.getByRole('button', { name: 'Save and send for review' }).click();
    await expect(page.getByText(VENUE_MESSAGES.backToReview)).toBeVisible();
    const notice = main.getByRole('region', { name: VENUE_MESSAGES.changePending });
    await expect(notice).toContainText(`${name} Arena`);

    // Players still find and book it under its approved name.
    await storeSession(page, freshPlayer.session);
    await page.goto(`/venue/${venueId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await bookAsPlayer(page, freshPlayer.session, venueId, londonDateIn(4), ['10:00']);

    // The admin sees old → new and approves the change; players see the new name.
    await storeSession(page, await apiLogin(page.request, ADMIN));
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /Venue Approvals/ }).click();
    const changes = page.getByRole('region', { name: 'Changes to live venues' });
    const card = changes.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText(`${name} Arena`);
    await card.getByRole('button', { name: 'Approve change' }).click();
    await page
      .getByRole('dialog', { name: `Approve the change to ${name}?` })
      .getByRole('button', { name: 'Approve change' })
      .click();
    await expect(page.getByText(VENUE_MESSAGES.changeApproved)).toBeVisible();
    await page.goto(`/venue/${venueId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Arena`);
  });
});
