import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, apiLogin, skipCookieBanner } from './support/session';

/*
 * The blog (issue 13, item 7): an admin publishes a post that appears on /blog, opens in the read
 * modal (Escape closes it; the page does not scroll meanwhile) and at its own URL with its title; a
 * post holding a script never runs it. With BLOG_SHOTS=<dir> the screens are also saved as PNGs.
 */

const SHOTS = process.env.BLOG_SHOTS;

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage });
}

async function coverImage(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#065f46"/><stop offset="1" stop-color="#34d399"/></linearGradient></defs><rect width="1200" height="700" fill="url(#g)"/><circle cx="900" cy="250" r="140" fill="#fde047"/></svg>',
  );
  return sharp(svg).png().toBuffer();
}

async function publishViaApi(request: APIRequestContext, fields: Record<string, string>) {
  const { token } = await apiLogin(request, ADMIN);
  const response = await request.post('/api/blogs/', {
    headers: { authorization: `Token ${token}` },
    multipart: { ...fields, image: { name: 'cover.png', mimeType: 'image/png', buffer: await coverImage() } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).blog as { id: number; slug: string; title: string };
}

const unique = () => Math.random().toString(36).slice(2, 7);

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('a published post appears on /blog, reads in a modal closed by Escape, and opens at its own URL', async ({ page, request }) => {
  const title = `Booking Padel in Leeds ${unique()}`;
  const post = await publishViaApi(request, {
    title,
    excerpt: 'Where to play padel in Leeds, what to bring and how to split the court.',
    content: '## Getting started\n\nPadel is **easy to learn** and great fun in fours.\n\n- Rent a racquet\n- Book a court for an hour',
    author: 'Sam Carter',
    category: 'Guides',
    is_featured: 'false',
  });

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Guides, venues and tips' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await shoot(page, 'blog-top', false);
    await shoot(page, 'blog');

    await page.getByRole('button', { name: `Read ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(dialog.getByText('1 min read')).toBeVisible();
    // Radix locks the page's scroll while the modal is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await shoot(page, 'read-modal', false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Sports Booking Blog`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Where to play padel in Leeds, what to bring and how to split the court.');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await shoot(page, 'article');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'article');

  // What a crawler gets, without running any JavaScript.
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain(`<title>${title} | Sports Booking Blog</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/blog\/[0-9a-f]{24}-lg\.webp">/);
});

test('a post holding a script, an onerror handler or a javascript: link never runs them', async ({ page, request }) => {
  const title = `Hostile post ${unique()}`;
  const post = await publishViaApi(request, {
    title,
    excerpt: 'Nothing in here may run.',
    content: [
      '<script>window.__blogPwned = "script"</script>',
      '<img src="x" onerror="window.__blogPwned = \'onerror\'">',
      '[Win a prize](javascript:window.__blogPwned="link")',
    ].join('\n\n'),
    author: 'Mallory',
    category: 'Tips',
    is_featured: 'false',
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/blog');
  await page.getByRole('button', { name: `Read ${title}` }).click();
  const body = page.getByRole('dialog', { name: title }).getByTestId('article-body');
  await expect(body).toContainText('<script>window.__blogPwned = "script"</script>');
  await expect(body.locator('script, img, a')).toHaveCount(0);
  await body.getByText('Win a prize').click();
  await page.keyboard.press('Escape');

  await page.goto(`/blog/${post.slug}`);
  const articleBody = page.getByTestId('article-body');
  await expect(articleBody).toContainText('onerror=');
  await expect(articleBody.locator('script, img, a')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __blogPwned?: string }).__blogPwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
