import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { skipCookieBanner } from './support/session';
import { DEMO_VENUES, londonDateIn, venueNamed } from './support/venues';

// The machine running the suite may be busy: data-dependent screens get a little longer than the default.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The demo venue with the most photos and a tennis price. */
async function tennisVenue(request: APIRequestContext): Promise<{ id: number; name: string; pricePence: number }> {
  const venue = await venueNamed(request, DEMO_VENUES.hollandPark);
  const pricePence = venue.sportConfigs.find((config) => config.sport === 'Tennis')?.pricePerHourPence;
  if (!pricePence) throw new Error(`${venue.name} has no tennis price`);
  return { id: venue.id, name: venue.name, pricePence };
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test.describe('venue detail', () => {
  test('shows the venue, its gallery filter, prices, hours and the booking panel', async ({ page }) => {
    const venue = await tennisVenue(page.request);
    await page.goto(`/venue/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const photoFilter = page.getByRole('group', { name: 'Filter photos by sport' });
    const all = photoFilter.getByRole('button', { name: /^All photos \(\d+\)$/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await photoFilter.getByRole('button', { name: /^Tennis \(\d+\)$/ }).click();
    await expect(photoFilter.getByRole('button', { name: /^Tennis/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: /\(Tennis\)$/ })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Sports and prices' })).toBeVisible();
    await expect(page.getByText(/per hour/).first()).toBeVisible();
    const hours = page.getByRole('table', { name: 'Opening hours by weekday' });
    await expect(hours.getByRole('rowheader')).toHaveText([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(page.getByRole('heading', { name: 'Important information' })).toBeVisible();
    await expect(page.getByText('Please arrive 10 minutes before your booking starts.')).toBeVisible();
  });

  test('asks for sport, date and slots before booking', async ({ page }) => {
    const venue = await tennisVenue(page.request);
    await page.goto(`/venue/${venue.id}`);
    const panel = page.getByRole('region', { name: 'Book this venue' });
    await panel.getByLabel('Sport', { exact: true }).selectOption('');
    await panel.getByRole('button', { name: 'Log In To Book' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please select date, time slots, and sport before booking');
  });

  test('limits the date picker to the booking window and marks unavailable slots', async ({ page }) => {
    const venue = await tennisVenue(page.request);
    await page.goto(`/venue/${venue.id}`);
    const panel = page.getByRole('region', { name: 'Book this venue' });
    await panel.getByLabel('Sport', { exact: true }).selectOption('Tennis');
    const date = panel.getByLabel('Date');
    await expect(date).toHaveAttribute('min', londonDateIn(0));
    await expect(date).toHaveAttribute('max', londonDateIn(30));
    await date.fill(londonDateIn(31));
    await expect(panel.getByText('Bookings can be made from today up to 30 days ahead.')).toBeVisible();
    await date.fill(londonDateIn(2));
    const slots = panel.getByRole('group', { name: 'Available times' }).getByRole('button');
    await expect(slots.first()).toBeVisible();
    await expect(slots.first()).toHaveText(/^\d{2}:00 - \d{2}:00/);
    await expect(slots.first()).toContainText(/£\d+\.\d{2}|Price TBD/);
  });

  test('the split modal validates e-mails and shows each share', async ({ page }) => {
    const venue = await tennisVenue(page.request);
    await page.goto(`/venue/${venue.id}`);
    const panel = page.getByRole('region', { name: 'Book this venue' });
    await panel.getByLabel('Sport', { exact: true }).selectOption('Tennis');
    await panel.getByLabel('Date').fill(londonDateIn(4));

    await panel.getByRole('button', { name: 'Split this payment?' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please select date, time slots, and sport before booking');

    const slot = panel.getByRole('group', { name: 'Available times' }).getByRole('button', { disabled: false }).first();
    await slot.click();
    await panel.getByRole('button', { name: 'Split this payment?' }).click();

    const dialog = page.getByRole('dialog', { name: 'Split this payment?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Invites are e-mailed when you pay for the booking/)).toBeVisible();
    const people = dialog.getByLabel('Number of people (including you)');
    await expect(people).toHaveValue('2');
    await expect(dialog.getByRole('textbox')).toHaveCount(1);

    await people.fill('3');
    await expect(dialog.getByRole('textbox')).toHaveCount(2);
    const share = Math.floor(venue.pricePence / 3);
    const organiser = venue.pricePence - share * 2;
    const money = (pence: number) => `£${Math.trunc(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
    await expect(dialog.getByText(`Each person pays ${money(share)}`)).toBeVisible();
    if (organiser !== share) await expect(dialog.getByText(`You pay ${money(organiser)}`)).toBeVisible();

    await dialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide email addresses for all participants');
    await dialog.getByLabel('Email of person 2').fill('friend@example.com');
    await dialog.getByLabel('Email of person 3').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please provide valid email addresses');
    await people.fill('');
    await dialog.getByRole('button', { name: 'Send invites' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
    await people.fill('3');
    await dialog.getByLabel('Email of person 3').fill('other@example.com');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invites' }).click();

    await expect(dialog).toBeHidden();
    await expect(panel.getByText(/^Split between 3 people: each pays/)).toContainText(money(share));
    await panel.getByRole('button', { name: 'Edit split payment' }).click();
    await expect(dialog.getByLabel('Email of person 3')).toHaveValue('other@example.com');
    await dialog.getByRole('button', { name: 'Cancel split payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(/^Split between/)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Split this payment?' }).click();
    await expect(dialog.getByLabel('Number of people (including you)')).toHaveValue('2');
    await expect(dialog.getByRole('textbox')).toHaveValue('');
  });

  test("shows 'Venue not found' for an unknown venue", async ({ page }) => {
    await page.goto('/venue/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back to venues' }).click();
    await expect(page).toHaveURL(/\/venues$/);
  });

  test('the back button returns to the list it came from', async ({ page }) => {
    await page.goto('/venues?sport=Squash');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(/\/venue\/\d+\?sport=Squash$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/venues\?sport=Squash$/);
  });
});

test.describe('venue screens accessibility', () => {
  test('/venues has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/venues');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the location suggestions have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/venues');
    await page.getByRole('combobox', { name: 'Location' }).fill('Camd');
    await expect(page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a venue page with slots has no serious or critical axe violations', async ({ page }) => {
    const venue = await tennisVenue(page.request);
    await page.goto(`/venue/${venue.id}`);
    const panel = page.getByRole('region', { name: 'Book this venue' });
    await panel.getByLabel('Sport', { exact: true }).selectOption('Tennis');
    await panel.getByLabel('Date').fill(londonDateIn(2));
    await panel
      .getByRole('group', { name: 'Available times' })
      .getByRole('button', { disabled: false })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
