import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { ADMIN, apiLogin, seedSession, skipCookieBanner } from './support/session';

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

test('a published post appears on /blog, reads in a modal closed by Escape, and opens at its own URL', async ({
  page,
  request,
}) => {
  const title = `Booking Padel in Leeds ${unique()}`;
  const post = await publishViaApi(request, {
    title,
    excerpt: 'Where to play padel in Leeds, what to bring and how to split the court.',
    content:
      '## Getting started\n\nPadel is **easy to learn** and great fun in fours.\n\n- Rent a racquet\n- Book a court for an hour',
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
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Where to play padel in Leeds, what to bring and how to split the court.',
  );
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await shoot(page, 'article');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'article');

  // What a crawler gets, without running any JavaScript.
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain(`<title>${title} | Sports Booking Blog</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/blog\/[0-9a-f]{24}-lg\.webp">/,
  );
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

test('the admin publishes, edits and deletes a post from the Blog tab of the dashboard', async ({ page }) => {
  const title = `Court Etiquette for Beginners ${unique()}`;
  const imagePath = path.join(tmpdir(), `blog-e2e-${unique()}.png`);
  writeFileSync(imagePath, await coverImage());
  await seedSession(page, ADMIN);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto('/dashboard?tab=blog');
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Edit How to Choose the Right Tennis Court Surface/ }).locator('visible=true'),
    ).toHaveCount(1);
    await shoot(page, 'admin-tab');
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'New post' }).click();
  const form = page.getByRole('dialog', { name: 'New blog post' });
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(form.getByText('Please add an image for the post.')).toBeVisible();
  await shoot(page, 'admin-form-errors', false);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('Arrive on time, leave on time, and other unwritten rules of shared courts.');
  await form
    .getByLabel('Content')
    .fill('## Be on time\n\nYour hour starts **on the hour**.\n\n- Bring your own balls\n- Leave the court tidy');
  await form.getByLabel('Author').fill('Priya Nair');
  await form.getByLabel('Category').selectOption('Tips');
  await form.getByLabel('Image').setInputFiles(imagePath);
  await shoot(page, 'admin-form', false);
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(page.getByText('Blog created')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${title}` }).locator('visible=true')).toBeVisible();

  await page
    .getByRole('button', { name: `Edit ${title}` })
    .locator('visible=true')
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit blog post' });
  await expect(edit.getByLabel('Content')).toHaveValue(/## Be on time/);
  await edit.getByLabel('Excerpt').fill('The unwritten rules of shared courts, written down.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Blog updated')).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('button', { name: 'Tips' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('The unwritten rules of shared courts, written down.')).toBeVisible();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Sports Booking Blog`);

  await page.goto('/dashboard?tab=blog');
  await page
    .getByRole('button', { name: `Delete ${title}` })
    .locator('visible=true')
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
  await expect(confirm).toContainText(`Delete "${title}"? This cannot be undone.`);
  await shoot(page, 'admin-delete', false);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
});
