import { expect as baseExpect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { approveVenue, createVenueViaApi, registerApprovedOwner } from './support/owners';
import { addCardViaApi, chooseSlotsAndBook, pounds } from './support/payments';
import { apiLogin, storeSession } from './support/session';
import { londonDateIn } from './support/venues';

const expect = baseExpect.configure({ timeout: 10_000 });

/** Days ahead (from `fromDays`) that are not Sundays: a new venue's default week is closed on Sunday. */
function weekdayIn(fromDays: number): number {
  for (let days = fromDays; ; days += 1) if (new Date(`${londonDateIn(days)}T12:00:00Z`).getUTCDay() !== 0) return days;
}

/*
 * Owners hear about their venues (issue 30 item 7, docs/decisions/0057): a player's booking e-mails the
 * venue's owner and shows as "Booked" in the Overview; the owner chooses a daily summary in Settings,
 * and the choice is kept.
 */
test.describe('owner notifications', () => {
  test("a booking e-mails the owner; the owner's Settings keep a daily summary instead", async ({
    page,
    freshPlayer: player,
  }) => {
    test.setTimeout(120_000);
    const request = page.request;
    const owner = await registerApprovedOwner(request, 'owner-notices', 'Noel Notice');
    const venueName = `Notice Courts ${Date.now()}`;
    const venueId = await createVenueViaApi(request, owner.session.token, {
      name: venueName,
      sports: [{ sport: 'Padel', price: '24.50' }],
    });
    await approveVenue(request, venueId);

    // The player books two hours through the venue page and the checkout.
    const date = londonDateIn(weekdayIn(3));
    await addCardViaApi(request, player.session.token, '4242 4242 4242 4242');
    await storeSession(page, player.session);
    await chooseSlotsAndBook(page, venueId, 'Padel', date, ['18:00', '19:00']);
    const main = page.getByRole('main');
    await main.getByLabel('Mobile number').fill('07700 900123');
    await main.getByRole('button', { name: `Confirm Booking - ${pounds(4900)}` }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 15_000 });

    const mail = await waitForMail(owner.email, { subject: new RegExp(`^New booking at ${venueName}`) });
    expect(mail.subject).toContain('18:00–20:00');
    expect(mail.subject).toContain(player.name);
    expect(mail.text).toContain('Amount: £49.00');
    expect(mail.text).toContain('/venue-dashboard');

    // The Overview says what happened.
    await storeSession(page, await apiLogin(request, owner));
    await page.goto('/venue-dashboard');
    // A live venue's dashboard opens on the Calendar (issue 30 §2).
    await main.getByRole('tab', { name: 'Overview' }).click();
    const activity = main.getByRole('region', { name: 'Recent activity' });
    await expect(activity).toContainText('Booked');
    await expect(activity).toContainText(`${player.name} booked Padel`);

    // Settings: each event by default; a daily summary chosen, saved and kept.
    await main.getByRole('tab', { name: 'Settings' }).click();
    const settings = main.getByRole('region', { name: 'Booking notifications' });
    await expect(settings.getByLabel(/An e-mail for each event/)).toBeChecked();
    await expect(settings.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await settings.getByLabel(/A daily summary/).check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Notification settings saved.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await main.getByRole('tab', { name: 'Settings' }).click();
    await expect(main.getByLabel(/A daily summary/)).toBeChecked();
  });
});
