import { expect, test } from '@playwright/test';

test('footer shows support details, hours, links and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  for (const network of ['Instagram', 'Facebook', 'X', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${network} \\(opens in a new tab\\)$`) })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /^0\d/ })).toHaveAttribute('href', /^tel:/);
  await expect(footer.getByText('Mon-Fri 9:00 AM-6:00 PM')).toBeVisible();
  await expect(footer.getByText('Sat 10:00 AM-4:00 PM')).toBeVisible();
  await expect(footer.getByText('Sun closed')).toBeVisible();
  await expect(footer.getByText('Online booking is available 24/7.')).toBeVisible();

  for (const href of ['/help', '/about', '/blog', '/player-terms', '/venue-terms', '/privacy-policy']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});
