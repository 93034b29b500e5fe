// @vitest-environment jsdom
import { BLOG_MESSAGES as M, type BlogPost } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import BlogPage from '@/features/blog/routes/blog-page';
import { jsonResponse as json, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const post = (id: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  content: `<p>Body of post ${id}</p>`,
  author: 'Emma Clarke',
  category: 'Guides',
  is_featured: false,
  image: null,
  read_time: '3 min read',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  date: '2026-11-20',
  ...overrides,
});

const fetchMock = stubFetch();

// The page loads its answer's schema on demand (docs/decisions/0032); loaded once here, so the first
// test does not spend its wait on transforming zod and the contracts.
beforeAll(async () => {
  await import('@/features/blog/api/blog-list-schema');
});
let answer: () => Response;

beforeEach(() => {
  answer = () =>
    json({
      success: true,
      blogs: [
        post(1, { title: 'Tennis surfaces', is_featured: true }),
        post(2, { title: 'Squash drills', category: 'Tips' }),
      ],
    });
  fetchMock.mockImplementation(async (input) =>
    requestUrl(input).pathname === '/api/blogs/'
      ? answer()
      : json({ success: false, error: 'unexpected', code: 'X' }, 500),
  );
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <BlogPage />
    </MemoryRouter>,
  );

describe('public blog page', () => {
  it('shows the featured article and the recent ones, and opens one in the read modal', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tennis surfaces' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Squash drills' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read Squash drills' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Body of post 2')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /own page/ })
        .getAttribute('href'),
    ).toBe('/blog/post-2');
  });

  it("says 'No matching articles found.' when the search or chip leaves nothing", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Tennis surfaces' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'basketball' } });
    expect(screen.getByText(M.noMatches)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByText(M.noMatches)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    expect(screen.getByRole('heading', { name: 'Squash drills' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tennis surfaces' })).toBeNull();
  });

  it("says 'No blogs found.' when there are none", async () => {
    answer = () => json({ success: true, blogs: [] });
    renderPage();
    expect(await screen.findByText(M.noBlogs)).toBeTruthy();
  });

  it("says 'Failed to load blogs' when the list cannot be read, and retries", async () => {
    answer = () => json({ success: false, error: 'down', code: 'INTERNAL_ERROR' }, 500);
    renderPage();
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    answer = () => json({ success: true, blogs: [post(1)] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Post 1' })).toBeTruthy());
  });

  it('asks for no e-mail address in the newsletter box', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Tennis surfaces' });
    const box = screen.getByRole('complementary', { name: /newsletter/i });
    expect(within(box).queryByRole('textbox')).toBeNull();
    expect(box.textContent).toMatch(/never ask for your address/);
  });
});
