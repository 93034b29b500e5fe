import { formatPence } from '@app/contracts';
import { formatLongDate } from '@app/domain';
import { test, expect } from './support/fixtures';
import { findFreeDay } from './support/payments';
import { venueNamed } from './support/venues';

/*
 * Issue 30 §3 and §4 at the front desk: the owner takes a phone booking from a free hour of the
 * calendar on the court chosen there, sees it as one block on that court, marks it paid when the
 * customer pays, and cancels it with a reason and a cash refund; the court is free again.
 */
const VENUE = 'Camden Racquet Centre';
const SPORT = 'Table Tennis';

test('the desk books a phone customer on a chosen court, marks it paid and cancels it with a cash refund', async ({
  ownerPage: page,
  request,
}) => {
  test.slow();
  const venue = await venueNamed(request, VENUE);
  const price = venue.sportConfigs.find((config) => config.sport === SPORT)!.pricePerHourPence!;
  const { date, times } = await findFreeDay(request, venue.id, SPORT, 3, 2);

  await page.goto('/venue-dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
  await main.getByLabel('Go to date').fill(date);
  const grid = main.getByRole('grid', { name: `Courts on ${formatLongDate(date)}` });
  await expect(grid).toBeVisible();
  const courtRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `Court 1 (${SPORT})`, exact: true }) });
  await courtRow.getByRole('gridcell', { name: `Court 1, ${times[0]}: free` }).click();

  const form = page.getByRole('dialog', { name: 'New booking' });
  await expect(form.getByLabel('Sport')).toHaveValue(SPORT);
  await expect(form.getByRole('button', { name: new RegExp(`^${times[0]}`) })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: new RegExp(`^${times[1]}`) }).click();
  await form.getByLabel('Customer name').fill('Phone Penny');
  await form.getByLabel('Phone').fill('07700 900789');
  await form.getByText('Pay on arrival').click();
  await expect(form.getByText(`The venue's price for these hours: ${formatPence(price * 2)}`)).toBeVisible();
  await form.getByRole('button', { name: 'Save booking' }).click();
  await expect(page.getByText(/^Booking SB-[2-9A-HJ-NP-Z]{6} saved\.$/)).toBeVisible();
  await expect(form).toBeHidden();

  // One block over both hours, on the court chosen in the calendar.
  const block = courtRow.getByRole('gridcell', { name: /Phone Penny, SB-/ });
  await expect(block).toHaveAttribute('aria-colspan', '2');
  await block.click();
  await page.getByRole('button', { name: 'Manage booking' }).click();
  const desk = page.getByRole('dialog', { name: /^Booking SB-/ });
  await expect(desk).toContainText('07700 900789');
  await expect(desk).toContainText('To pay on arrival');
  await desk.getByRole('button', { name: 'Mark paid' }).click();
  await expect(desk).toContainText('Paid at the venue');

  await desk.getByLabel('Reason (the customer is told it)').fill('Tables being resurfaced');
  await desk.getByText('Full refund').click();
  await desk.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(/^Booking cancelled and £[\d.]+ refunded\.$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(courtRow.getByRole('gridcell', { name: /Phone Penny, SB-/ })).toHaveCount(0);
  await expect(courtRow.getByRole('gridcell', { name: `Court 1, ${times[0]}: free` })).toBeVisible();
});
