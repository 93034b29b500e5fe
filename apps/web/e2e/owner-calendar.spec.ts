import { formatLongDate } from '@app/domain';
import { test, expect } from './support/fixtures';
import { addCardViaApi, findFreeDay, registerVerifiedPlayer } from './support/payments';
import { apiLogin, VENUE_OWNER } from './support/session';
import { venueNamed } from './support/venues';

/*
 * Issue 30 §2: the owner's court calendar. A player books two hours of Squash online at the demo
 * owner's first venue (no other spec books it); the owner's dashboard opens on the Calendar, shows the
 * booking on the court it holds, and the arrow keys move between the grid's cells.
 */
const VENUE = 'Camden Racquet Centre';
const SPORT = 'Squash';

test('the owner sees a new booking on its court in the calendar and moves through the grid with the arrow keys', async ({
  ownerPage: page,
  request,
}) => {
  test.slow();
  // Its own player (specs share one database), registered through the API; the page stays the owner's.
  const player = await registerVerifiedPlayer(request, 'owner-calendar');
  const venue = await venueNamed(request, VENUE);
  const price = venue.sportConfigs.find((config) => config.sport === SPORT)!.pricePerHourPence!;
  const { date, times } = await findFreeDay(request, venue.id, SPORT, 2, 2);
  const cardId = await addCardViaApi(request, player.session.token, '4242424242424242');
  const booked = await request.post('/api/bookings/process-payment/', {
    headers: { Authorization: `Token ${player.session.token}` },
    data: {
      payment_method_id: cardId,
      amount: price * 2,
      currency: 'gbp',
      booking_context: { venue_id: venue.id, sport: SPORT, date, time_slots: times, venue_name: venue.name },
      mobile_number: '07700 900321',
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  // The court the booking holds, as the API says.
  const owner = await apiLogin(request, VENUE_OWNER);
  const answer = await request.get(`/api/venues/${venue.id}/calendar/?date=${date}&days=1`, {
    headers: { Authorization: `Token ${owner.token}` },
  });
  expect(answer.status()).toBe(200);
  const calendar = (await answer.json()) as {
    sports: { sport: string; courts: { id: number; name: string }[] }[];
    bookings: { code: string; customer: { name: string }; hours: { time: string; courtId: number }[] }[];
  };
  const ours = calendar.bookings.find((booking) => booking.customer.name === player.name)!;
  expect(ours.hours.map((hour) => hour.time)).toEqual(times);
  const court = calendar.sports
    .find((sport) => sport.sport === SPORT)!
    .courts.find((candidate) => candidate.id === ours.hours[0]!.courtId)!;

  await page.goto('/venue-dashboard');
  const main = page.getByRole('main');
  // A live venue's dashboard opens on the Calendar.
  await expect(main.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
  await main.getByLabel('Go to date').fill(date);
  const grid = main.getByRole('grid', { name: `Courts on ${formatLongDate(date)}` });
  await expect(grid).toBeVisible();

  // The booking is one block over its two hours, in its court's row.
  const blockName = new RegExp(`${player.name}, ${ours.code}`);
  const block = grid.getByRole('gridcell', { name: blockName });
  await expect(block).toHaveAttribute('aria-colspan', '2');
  await expect(block).toContainText(ours.code);
  const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: blockName }) });
  await expect(row.getByRole('rowheader')).toHaveText(`${court.name} (${SPORT})`);

  // The arrow keys: right leaves the block for the next hour, left comes back, down goes to the next court.
  await block.focus();
  await page.keyboard.press('ArrowRight');
  const after = `${String(Number(times[1]!.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^${court.name}, ${after}`));
  await page.keyboard.press('ArrowLeft');
  await expect(block).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'gridcell');
  await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', new RegExp(`^${court.name}, `));
  await page.keyboard.press('ArrowUp');
  await expect(block).toBeFocused();

  // Enter opens the booking's details, with the customer's phone and e-mail.
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Booking ${ours.code}` });
  await expect(details).toContainText('07700 900321');
  await expect(details).toContainText(player.email);
  await expect(details).toContainText('Paid online');
  await details.getByRole('button', { name: 'Close' }).click();

  // The week view shows it on its court's row too.
  await main.getByRole('button', { name: 'Week', exact: true }).click();
  const week = main.getByRole('grid', { name: /^Courts from / });
  const weekRow = week
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${court.name} (${SPORT})` }) });
  await expect(weekRow.getByRole('button', { name: new RegExp(player.name) })).toBeVisible();
});
