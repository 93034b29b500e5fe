import type { Browser, Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail, type ReceivedMail } from './support/mailbox';
import { addCardInDialog, chooseSlotsAndBook, findFreeDay, longDate, pounds } from './support/payments';
import { skipCookieBanner } from './support/session';
import { DEMO_VENUES, venueNamed } from './support/venues';

const PAID_MESSAGE = 'Payment received. Thank you — you are all set for the game!';
const ALREADY_PAID = 'This share has already been paid. Thank you!';

/** The path of the personal /pay/{token} link in an invitation mail. */
function payPathOf(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"')]+\/pay\/[^\s<>"')]+/)?.[0];
  if (!link) throw new Error(`no /pay/ link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(link).pathname;
}

/** A signed-out visitor in a browser context of their own. */
async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipCookieBanner(page);
  return page;
}

async function fillCard(page: Page, number: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Card number').fill(number);
  await main.getByLabel('Expiry month').selectOption('12');
  await main.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await main.getByLabel('CVC').fill('123');
}

test.describe('split payments', () => {
  test('the organiser pays their share, two friends pay theirs by link (one with 3-D Secure), and everyone shows as paid', async ({
    page,
    request,
    browser,
    freshPlayer: organiser,
  }) => {
    test.slow();
    const friendOne = uniqueEmail('split-one');
    const friendTwo = uniqueEmail('split-two');
    const { id: venueId, name: venueName } = await venueNamed(request, DEMO_VENUES.londonFields);
    const sport = 'Cricket';
    const { date, times, slots } = await findFreeDay(request, venueId, sport, 13, 2);
    const totalPence = times.reduce((sum, time) => sum + slots.find((slot) => slot.time === time)!.pricePence!, 0);
    const friendPence = Math.floor(totalPence / 3);
    const organiserPence = totalPence - friendPence * 2;

    // Organiser: adds a card at checkout, splits among 3 and pays their share.
    await chooseSlotsAndBook(page, venueId, sport, date, times);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add new payment method' }).click();
    await addCardInDialog(page, '4242424242424242');
    await expect(main.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
    await main.getByLabel('Mobile number').fill('07700 900456');
    await main.getByRole('switch', { name: 'Split payment' }).click();
    const modal = page.getByRole('dialog', { name: 'Split this payment?' });
    await modal.getByLabel('Number of people (including you)').fill('3');
    await modal.getByLabel('Email of person 2').fill(friendOne);
    await modal.getByLabel('Email of person 3').fill(friendTwo);
    await modal.getByRole('button', { name: 'Send invites' }).click();
    await expect(modal).toBeHidden();
    await main.getByRole('button', { name: `Pay Your Share - ${pounds(organiserPence)}` }).click();
    const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect(confirmed).toContainText(pounds(organiserPence), { timeout: 10_000 });

    // The Bookings tab lists the participants; a pending invitee's link can be sent again.
    await page.goto('/dashboard?tab=bookings');
    let card = page.getByRole('article', { name: venueName });
    let split = card.getByRole('region', { name: 'Split payment' });
    await expect(split).toContainText(friendOne);
    await expect(split.getByText('Pending', { exact: true })).toHaveCount(2);
    await expect(split).toContainText('Unpaid shares are charged to your card on');
    await split.getByRole('button', { name: `Resend the invitation to ${friendOne}` }).click();
    await expect(page.getByText('Invitation sent again.')).toBeVisible();

    // Friend one: signed out, pays with a new card as a guest.
    // Resend sent a second mail; its link is the one to use.
    const oneMail = await waitForMail(friendOne, { subject: /your share/i, count: 2 });
    const onePath = payPathOf(oneMail);
    const one = await guestPage(browser);
    await one.goto(onePath);
    await expect(one.getByRole('heading', { level: 1, name: 'Pay your share' })).toBeVisible();
    const oneMain = one.getByRole('main');
    await expect(oneMain).toContainText(venueName);
    await expect(oneMain).toContainText(longDate(date));
    await expect(oneMain).toContainText(organiser.name);
    await expect(oneMain.getByLabel('Your e-mail address')).toHaveValue(friendOne);
    expect(await seriousViolations(one)).toEqual([]);
    await oneMain.getByLabel('Your name').fill('Sam Guest');
    await fillCard(one, '4242 4242 4242 4242');
    await oneMain.getByRole('button', { name: `Pay my share - ${pounds(friendPence)}` }).click();
    await expect(oneMain.getByRole('status').filter({ hasText: PAID_MESSAGE })).toBeVisible({ timeout: 10_000 });

    // Opening the paid link again says so, without a form.
    await one.reload();
    await expect(one.getByRole('main')).toContainText(ALREADY_PAID);
    await expect(one.getByRole('main').getByLabel('Card number')).toHaveCount(0);
    expect(await seriousViolations(one)).toEqual([]);

    // Friend two: a 3-D Secure card, approved at the test bank.
    const twoMail = await waitForMail(friendTwo, { subject: /your share/i });
    const two = await guestPage(browser);
    await two.goto(payPathOf(twoMail));
    const twoMain = two.getByRole('main');
    await twoMain.getByLabel('Your name').fill('Alex Second');
    await fillCard(two, '4000 0025 0000 3155');
    await twoMain.getByRole('button', { name: `Pay my share - ${pounds(friendPence)}` }).click();
    const bank = two.getByRole('dialog', { name: 'Verify your payment — test bank' });
    await expect(bank).toBeVisible({ timeout: 10_000 });
    expect(await seriousViolations(two)).toEqual([]);
    await bank.getByRole('button', { name: 'Approve' }).click();
    await expect(twoMain.getByRole('status').filter({ hasText: PAID_MESSAGE })).toBeVisible({ timeout: 10_000 });

    // The organiser sees everyone as paid, and is told by e-mail.
    await page.reload();
    card = page.getByRole('article', { name: venueName });
    split = card.getByRole('region', { name: 'Split payment' });
    await expect(split.getByText('Paid', { exact: true })).toHaveCount(3);
    await expect(split.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(split.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
    await waitForMail(organiser.email, { subject: /everyone has paid/i });

    // The same list in the Booking Details popup.
    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details.getByRole('region', { name: 'Split payment' }).getByText('Paid', { exact: true })).toHaveCount(
      3,
    );

    await one.context().close();
    await two.context().close();
  });

  for (const token of ['short', 'x'.repeat(40)]) {
    test(`an unknown payment link (${token.length} characters) explains itself`, async ({ page }) => {
      await skipCookieBanner(page);
      await page.goto(`/pay/${token}`);
      await expect(page.getByRole('alert')).toContainText(
        'This payment link is not valid. Please ask the organiser to send a new one.',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});
