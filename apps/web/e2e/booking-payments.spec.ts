import { expect as baseExpect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import {
  addCardInDialog,
  addCardViaApi,
  chooseSlotsAndBook,
  daySlots,
  findFreeDay,
  freeHours,
  longDate,
  pounds,
} from './support/payments';
import { skipCookieBanner } from './support/session';
import { DEMO_VENUES, venueNamed } from './support/venues';

// Payments go through holds, the sandbox provider and mail: give data-dependent steps a little longer.
const expect = baseExpect.configure({ timeout: 10_000 });

/*
 * Each spec books at its own venue, sport and date (one court, so a booked hour shows as booked) with
 * its own fresh player, because specs share one server and database.
 */

test.describe('booking and payments', () => {
  test('add a card, book two hours, get the e-mail, then amend and ask to cancel', async ({
    page,
    request,
    freshPlayer: player,
  }) => {
    test.slow();
    const main = page.getByRole('main');

    // Payment tab: empty, then the card added through the modal is listed as the default.
    await page.goto('/dashboard?tab=payment');
    await expect(main.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
    await expect(main.getByText('No saved payment methods')).toBeVisible();
    await main.getByRole('button', { name: 'Add new payment method' }).click();
    await addCardInDialog(page, '4242 4242 4242 4242');
    const savedCard = main.getByRole('listitem').filter({ hasText: '•••• 4242' });
    await expect(savedCard).toContainText('Visa');
    await expect(savedCard).toContainText('Default');
    await expect(savedCard).toContainText('Robin Payne');
    await expect(savedCard).toContainText(/Expires 12\/\d\d/);

    // Venue page: two free hours (and a third free one after them for the amendment).
    const { id: venueId, name: venueName } = await venueNamed(request, DEMO_VENUES.ancoats);
    const sport = 'Volleyball';
    const { date, times, spareTimes, slots } = await findFreeDay(request, venueId, sport, 12, 2, { spare: 1 });
    const pricePence = slots
      .filter((slot) => times.includes(slot.time))
      .reduce((sum, slot) => sum + (slot.pricePence ?? 0), 0);
    await chooseSlotsAndBook(page, venueId, sport, date, times);

    // Checkout: summary, mobile number, the default card preselected, pay.
    const summary = main.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toContainText(venueName);
    await expect(summary).toContainText(sport);
    await expect(summary).toContainText(longDate(date));
    await expect(summary).toContainText(pounds(pricePence));
    const payButton = main.getByRole('button', { name: `Confirm Booking - ${pounds(pricePence)}` });
    await expect(payButton).toBeDisabled();
    await expect(main.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await main.getByLabel('Mobile number').fill('07700 900123');
    await expect(main.getByLabel('Mobile number')).toHaveAttribute('type', 'tel');
    await payButton.click();

    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect(confirmed).toBeVisible();
    // A short reference that does not count bookings, never the database id (issue 30 §10).
    const bookingCode = (await confirmed.getByText(/^SB-[2-9A-HJ-NP-Z]{6}$/).textContent()) ?? '';
    expect(bookingCode).toMatch(/^SB-/);
    await expect(confirmed).toContainText('Confirmed');
    await expect(confirmed).toContainText(venueName);
    await expect(confirmed).toContainText('07700 900123');
    await expect(confirmed).toContainText(pounds(pricePence));
    await expect(confirmed).toContainText(`Booking reference${bookingCode}`);
    // The provider's payment id is internal: never shown to the player (issue 15 §7).
    await expect(confirmed).not.toContainText(/pi_\w+/);
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('bookingConfirmation'))) ?? 'null') as {
      bookingCode: string;
    };
    expect(stored.bookingCode).toBe(bookingCode);
    await confirmed.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    expect(
      await page.evaluate(() => [sessionStorage.getItem('bookingData'), sessionStorage.getItem('bookingConfirmation')]),
    ).toEqual([null, null]);

    // The confirmation e-mail.
    const mail = await waitForMail(player.email, { subject: /^Booking confirmed/ });
    expect(mail.text).toContain(venueName);
    expect(mail.text).not.toMatch(/pi_\w+/);

    // Bookings tab: upcoming, with View, Amend and Cancel.
    await page.goto('/dashboard?tab=bookings');
    await expect(main.getByRole('tab', { name: 'Upcoming Bookings (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tab', { name: 'Previous Bookings (0)' })).toBeVisible();
    const card = main.getByRole('article', { name: venueName });
    await expect(card).toContainText(sport);
    await expect(card).toContainText(pounds(pricePence));
    await expect(card).toContainText('Confirmed');
    await expect(card).toContainText(`${times[0]} - ${spareTimes[0]}`);

    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details).toContainText(bookingCode);
    await expect(details).not.toContainText(/pi_\w+/);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // Amend: unchanged first ('No changes detected.'), then one more hour.
    await card.getByRole('button', { name: 'Amend' }).click();
    let amend = page.getByRole('dialog', { name: 'Amend Booking' });
    await expect(amend.getByLabel('Date')).toHaveValue(longDate(date));
    await expect(amend.getByLabel('Sport')).toHaveValue(sport);
    await expect(amend.getByLabel('Date')).toHaveAttribute('readonly', '');
    for (const time of times)
      await expect(amend.getByRole('button', { name: new RegExp(`^${time} - `) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await amend.getByRole('button', { name: 'Save changes' }).click();
    let notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('No changes detected.');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();

    await card.getByRole('button', { name: 'Amend' }).click();
    amend = page.getByRole('dialog', { name: 'Amend Booking' });
    const extra = amend.getByRole('button', { name: new RegExp(`^${spareTimes[0]} - `) });
    await expect(extra).toHaveAttribute('aria-pressed', 'false');
    await extra.click();
    await expect(extra).toHaveAttribute('aria-pressed', 'true');
    await amend.getByRole('button', { name: 'Save changes' }).click();
    notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('Booking updated successfully!');
    const extraPence = slots.find((slot) => slot.time === spareTimes[0])!.pricePence!;
    await expect(notice).toContainText(`${pounds(extraPence)} was charged`);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(card).toContainText(pounds(pricePence + extraPence));
    const lastEnd = `${String(Number(spareTimes[0]!.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    await expect(card).toContainText(`${times[0]} - ${lastEnd}`);

    // Cancel: the reason is required; the request leaves the booking under Upcoming as requested.
    await card.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
    const submit = cancel.getByRole('button', { name: 'Submit cancellation request' });
    await expect(submit).toBeDisabled();
    await cancel.getByLabel('Reason for cancellation').fill('   ');
    await expect(submit).toBeDisabled();
    await cancel.getByLabel('Reason for cancellation').blur();
    await expect(cancel.getByText('Please provide a reason for cancellation')).toBeVisible();
    await cancel.getByLabel('Reason for cancellation').fill('The team cannot make it that day.');
    await submit.click();
    notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText(
      'Cancellation request submitted successfully! You will be notified about the refund status.',
    );
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(card).toContainText('Cancellation requested');
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Amend' })).toHaveCount(0);
    await expect(main.getByRole('tab', { name: 'Upcoming Bookings (1)' })).toBeVisible();
  });

  test('3-D Secure: approving confirms the booking, failing shows the error and frees the slot', async ({
    page,
    request,
    freshPlayer: player,
  }) => {
    test.slow();
    const main = page.getByRole('main');
    const { id: venueId } = await venueNamed(request, DEMO_VENUES.greenwich);
    const sport = 'Basketball';
    // Two free hours on one day: one for each attempt.
    const { date } = await findFreeDay(request, venueId, sport, 15, 2);

    // First attempt: the card is added from checkout's own 'Add new payment method' dialog.
    const first = await freeHours(request, venueId, sport, date, 1);
    await chooseSlotsAndBook(page, venueId, sport, date, first.times);
    await expect(main.getByText('No saved payment methods. Please add one in your account settings.')).toBeVisible();
    await main.getByRole('button', { name: 'Add new payment method' }).click();
    await addCardInDialog(page, '4000002500003155');
    await expect(main.getByRole('radio', { name: /Visa •••• 3155/ })).toBeChecked();
    await main.getByLabel('Mobile number').fill('07700 900456');
    await main.getByRole('button', { name: /^Confirm Booking - £/ }).click();

    let bank = page.getByRole('dialog', { name: 'Verify your payment — test bank' });
    await expect(bank).toBeVisible();
    await expect(bank).toContainText('3-D Secure');
    await bank.getByRole('button', { name: 'Approve' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect(confirmed).toBeVisible();
    await expect(confirmed.getByText(/^SB-[2-9A-HJ-NP-Z]{6}$/)).toBeVisible();
    await confirmed.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/venues$/);
    const afterApprove = await daySlots(request, venueId, sport, date);
    expect(afterApprove.find((slot) => slot.time === first.times[0])).toMatchObject({
      available: false,
      unavailableReason: 'booked',
    });

    // Second attempt, another hour: the cardholder fails the check.
    const second = await freeHours(request, venueId, sport, date, 1);
    await chooseSlotsAndBook(page, venueId, sport, date, second.times);
    await main.getByLabel('Mobile number').fill('07700 900456');
    await main.getByRole('button', { name: /^Confirm Booking - £/ }).click();
    bank = page.getByRole('dialog', { name: 'Verify your payment — test bank' });
    await expect(bank).toBeVisible();
    // While the cardholder is at the bank, the hour is held.
    expect(
      (await daySlots(request, venueId, sport, date)).find((slot) => slot.time === second.times[0])?.available,
    ).toBe(false);
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(bank).toBeHidden();
    await expect(main.getByRole('alert')).toContainText(
      'Additional authentication required. Please try again or contact your bank.',
    );
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed!' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Confirm Booking - £/ })).toBeEnabled();
    const afterFail = (await daySlots(request, venueId, sport, date)).find((slot) => slot.time === second.times[0]);
    expect(afterFail).toMatchObject({ available: true, unavailableReason: null });

    // Only the approved booking exists for the player.
    const bookings = await request.get('/api/bookings/my-bookings/', {
      headers: { Authorization: `Token ${player.session.token}` },
    });
    const { bookings: list } = (await bookings.json()) as {
      bookings: { timeSlots: string[]; displayStatus: { code: string } }[];
    };
    expect(list.filter((entry) => entry.displayStatus.code === 'confirmed').map((entry) => entry.timeSlots)).toEqual([
      first.times,
    ]);
  });

  test('a declined card shows the decline message and leaves the slot free', async ({
    page,
    request,
    freshPlayer: player,
  }) => {
    await addCardViaApi(request, player.session.token, '4000000000000002');
    const main = page.getByRole('main');
    const { id: venueId } = await venueNamed(request, DEMO_VENUES.wembley);
    const sport = 'Basketball';
    const { date, times } = await findFreeDay(request, venueId, sport, 18, 1);

    await chooseSlotsAndBook(page, venueId, sport, date, times);
    await expect(main.getByRole('radio', { name: /Visa •••• 0002/ })).toBeChecked();
    await main.getByLabel('Mobile number').fill('07700 900789');
    const pay = main.getByRole('button', { name: /^Confirm Booking - £/ });
    await pay.click();
    await expect(main.getByRole('alert')).toHaveText(
      'Your card was declined. Please try a different payment method or contact your bank.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pay).toBeEnabled();
    expect((await daySlots(request, venueId, sport, date)).find((slot) => slot.time === times[0])).toMatchObject({
      available: true,
    });
  });

  test('splitting at checkout: the invites must be set up first, then the organiser pays their share', async ({
    page,
    request,
    freshPlayer: player,
  }) => {
    await addCardViaApi(request, player.session.token, '4242424242424242');
    const main = page.getByRole('main');
    const { id: venueId } = await venueNamed(request, DEMO_VENUES.brockwell);
    const sport = 'Football';
    const { date, times, slots } = await findFreeDay(request, venueId, sport, 22, 1);
    const totalPence = slots.find((slot) => slot.time === times[0])!.pricePence!;
    await chooseSlotsAndBook(page, venueId, sport, date, times);
    await main.getByLabel('Mobile number').fill('07700 900321');
    await expect(main.getByRole('button', { name: `Confirm Booking - ${pounds(totalPence)}` })).toBeEnabled();

    // Switched on, the modal opens; closing it without sending the invites leaves split unconfigured.
    await main.getByRole('switch', { name: 'Split payment' }).click();
    let modal = page.getByRole('dialog', { name: 'Split this payment?' });
    await modal.getByRole('button', { name: 'Send invites' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please provide email addresses for all participants');
    await modal.getByLabel('Number of people (including you)').fill('3');
    await modal.getByLabel('Email of person 2').fill('friend.one@example.com');
    await modal.getByLabel('Email of person 3').fill('not-an-email');
    await modal.getByRole('button', { name: 'Send invites' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please provide valid email addresses');
    // Closed without sending: split is on with the default 2 people, but not configured.
    await page.keyboard.press('Escape');
    const halfPence = totalPence - Math.floor(totalPence / 2);
    await main.getByRole('button', { name: `Pay Your Share - ${pounds(halfPence)}` }).click();
    await expect(main.getByRole('alert')).toHaveText('Please generate payment link for your friends first');

    // 'Cancel split payment' goes back to paying the whole total.
    await main.getByRole('button', { name: 'Set up split payment' }).click();
    modal = page.getByRole('dialog', { name: 'Split this payment?' });
    await modal.getByRole('button', { name: 'Cancel split payment' }).click();
    await expect(main.getByRole('switch', { name: 'Split payment' })).toHaveAttribute('aria-checked', 'false');
    await expect(main.getByRole('button', { name: `Confirm Booking - ${pounds(totalPence)}` })).toBeVisible();

    // Set up properly and pay the organiser's share.
    await main.getByRole('switch', { name: 'Split payment' }).click();
    modal = page.getByRole('dialog', { name: 'Split this payment?' });
    await expect(modal.getByLabel('Number of people (including you)')).toHaveValue('2');
    await modal.getByLabel('Number of people (including you)').fill('3');
    await modal.getByLabel('Email of person 2').fill('friend.one@example.com');
    await modal.getByLabel('Email of person 3').fill('friend.two@example.com');
    await modal.getByRole('button', { name: 'Send invites' }).click();
    await expect(modal).toBeHidden();
    await expect(main.getByRole('region', { name: 'Split payment' })).toContainText(
      'friend.one@example.com, friend.two@example.com',
    );
    const organiserPence = totalPence - Math.floor(totalPence / 3) * 2;
    await main.getByRole('button', { name: `Pay Your Share - ${pounds(organiserPence)}` }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect(confirmed).toContainText(pounds(organiserPence));
    await expect(confirmed).toContainText('friends have been sent their payment links');
  });

  test('checkout without a usable booking draft explains and links back', async ({ playerPage: page }) => {
    const main = page.getByRole('main');

    await page.evaluate(() => sessionStorage.removeItem('bookingData'));
    await page.goto('/checkout');
    await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveText(
      'Booking information is incomplete. Please start the booking process again.',
    );
    await expect(main.getByRole('link', { name: 'Find a venue' })).toHaveAttribute('href', '/venues');
    await expect(main.getByRole('button', { name: /Confirm Booking/ })).toHaveCount(0);

    await page.evaluate(() =>
      sessionStorage.setItem(
        'bookingData',
        JSON.stringify({ venueId: 3, sport: 'Football', date: '2026-12-01', timeSlots: ['10:00'] }),
      ),
    );
    await page.reload();
    await expect(main.getByRole('alert')).toHaveText(
      'Missing required booking information: venueName, totalAmount. Please start the booking process again.',
    );
  });

  test('signed out, checkout asks to log in', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login$/);
  });
});
