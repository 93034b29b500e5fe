import { expect as baseExpect, test } from '@playwright/test';
import { PLAYER, skipCookieBanner } from './support/session';
import { londonDateIn } from './support/venues';

// The machine running the suite may be busy: data-dependent screens get a little longer than the default.
const expect = baseExpect.configure({ timeout: 10_000 });

function poundsLabelToPence(label: string): number {
  const match = /£(\d+)\.(\d{2})/.exec(label);
  if (!match) throw new Error(`no price in "${label}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

test('a guest searches, picks slots, logs in, finds the selection restored and books', async ({ page }) => {
  await skipCookieBanner(page);

  // Landing search: Tennis near the Camden suggestion.
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find a venue' });
  await search.getByLabel('Sport').selectOption('Tennis');
  const location = search.getByRole('combobox', { name: 'Location' });
  await location.fill('Camd');
  const camden = page.getByRole('option', { name: /Camden/ }).first();
  await expect(camden).toBeVisible();
  const suggestion = (await camden.locator('span').first().textContent()) ?? '';
  await camden.click();
  await expect(location).toHaveValue(suggestion);
  await expect(location).toHaveAttribute('aria-expanded', 'false');
  await search.getByRole('button', { name: 'Find Venues' }).click();

  // The venue list, filtered through the URL.
  await expect(page).toHaveURL(/\/venues\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('sport')).toBe('Tennis');
  expect(params.get('location')).toBe(suggestion);
  expect(Number(params.get('lat'))).not.toBeNaN();
  expect(Number(params.get('lng'))).not.toBeNaN();
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(page.getByText(/^\d+ venues? found$/)).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filter venues' }).getByLabel('Sport')).toHaveValue('Tennis');

  const firstCard = page.getByRole('article').first();
  const venueName = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(firstCard.getByText(/km away/)).toBeVisible();
  await firstCard.getByRole('link', { name: /View Details/ }).click();

  // The venue page, opened on the searched sport (issue 15 §3): a date a few days ahead, the first two available slots.
  await expect(page).toHaveURL(/\/venue\/\d+\?sport=Tennis$/);
  const venuePath = new URL(page.url()).pathname;
  const venueId = Number(venuePath.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Book this venue' });
  const date = londonDateIn(3);
  await expect(panel.getByLabel('Sport', { exact: true })).toHaveValue('Tennis');
  await panel.getByLabel('Date').fill(date);
  const slotGroup = panel.getByRole('group', { name: 'Available times' });
  const open = slotGroup.getByRole('button', { disabled: false });
  await expect(open.first()).toBeVisible();
  const chosen: { time: string; pence: number }[] = [];
  for (const index of [0, 1]) {
    const button = open.nth(index);
    const text = (await button.textContent()) ?? '';
    chosen.push({ time: text.slice(0, 5), pence: poundsLabelToPence(text) });
    await button.click();
    await expect(slotGroup.getByRole('button', { name: new RegExp(`^${text.slice(0, 5)} - `) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const expectedTotal = chosen.reduce((sum, slot) => sum + slot.pence, 0);
  const totalText = `£${Math.trunc(expectedTotal / 100)}.${String(expectedTotal % 100).padStart(2, '0')}`;
  await expect(panel.getByText(`Total ${totalText}`, { exact: true })).toBeVisible();

  // Signed out: the button sends the guest to log in, keeping the selection.
  await panel.getByRole('button', { name: 'Log In To Book' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const saved = await page.evaluate(() => sessionStorage.getItem('venuePageState'));
  expect(JSON.parse(saved ?? 'null')).toMatchObject({ venueId, selectedSport: 'Tennis', bookingDate: date });

  await page.getByLabel('Email address').fill(PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  // Back on the same venue with everything restored.
  await expect(page).toHaveURL(new RegExp(`${venuePath}$`));
  const restoredPanel = page.getByRole('region', { name: 'Book this venue' });
  await expect(restoredPanel.getByLabel('Sport', { exact: true })).toHaveValue('Tennis');
  await expect(restoredPanel.getByLabel('Date')).toHaveValue(date);
  for (const slot of chosen) {
    await expect(restoredPanel.getByRole('button', { name: new RegExp(`^${slot.time} - `) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  expect(await page.evaluate(() => sessionStorage.getItem('venuePageState'))).toBeNull();

  await restoredPanel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const draft = JSON.parse((await page.evaluate(() => sessionStorage.getItem('bookingData'))) ?? 'null') as Record<
    string,
    unknown
  >;
  expect(draft).toMatchObject({
    venueId,
    venueName,
    sport: 'Tennis',
    date,
    timeSlots: chosen.map((slot) => slot.time).sort(),
    duration: 2,
    totalAmountPence: expectedTotal,
  });
});
