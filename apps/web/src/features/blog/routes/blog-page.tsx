import { BLOG_CATEGORIES_PUBLIC, BLOG_MESSAGES as M, type BlogPost } from '@app/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useBlogs } from '../api/get-blogs';
import { ArticleCard, FeaturedArticle } from '../components/blog-cards';
import { NewsletterNote } from '../components/newsletter-note';
import { ReadArticleDialog } from '../components/read-article-dialog';
import { useMetaDescription } from '../lib/use-meta-description';
import { filterBlogPosts, splitFeatured, type BlogCategoryFilter } from '../lib/blog-filters';

const BLOG_PAGE_DESCRIPTION =
  'Guides, venue news and tips for playing sport across the UK: choosing courts, finding pitches, warming up and more.';

/** The public blog (owner-admin.md §2): search, category chips, a featured article, recent articles, a read modal. */
export default function BlogPage() {
  const blogs = useBlogs();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategoryFilter>('All');
  const [reading, setReading] = useState<BlogPost | null>(null);
  const searchId = useId();
  useMetaDescription(BLOG_PAGE_DESCRIPTION);

  const posts = blogs.data ?? [];
  const matches = filterBlogPosts(posts, query, category);
  const { featured, recent } = splitFeatured(matches);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 text-slate-800 sm:px-6 lg:py-14">
      <title>Blog | Sports Booking</title>

      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Blog</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Guides, venues and tips</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
          Advice for playing more sport: choosing a court, finding a pitch and getting the most from every hour you
          book.
        </p>
      </header>

      <div role="search" aria-label="Blog" className="mx-auto mt-8 max-w-2xl">
        <label htmlFor={searchId} className="sr-only">
          Search articles
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search articles"
            autoComplete="off"
            className="block w-full rounded-lg border border-slate-400 bg-white py-3 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:outline-2 focus:outline-offset-1 focus:outline-emerald-700"
          />
        </div>
        <FilterChips
          label="Filter by category"
          options={BLOG_CATEGORIES_PUBLIC}
          value={category}
          onChange={setCategory}
          className="mt-4"
        />
      </div>

      <div className="mt-10" aria-live="polite">
        {blogs.isPending ? (
          <LoadingStatus size="page">Loading articles…</LoadingStatus>
        ) : blogs.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800">
            <p className="font-medium">{M.loadFailed}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void blogs.refetch()}>
              Try again
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <EmptyState>{M.noBlogs}</EmptyState>
        ) : matches.length === 0 ? (
          <EmptyState>
            {M.noMatches}
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setQuery('');
                setCategory('All');
              }}
            >
              Clear search
            </Button>
          </EmptyState>
        ) : (
          <div className="space-y-12">
            {featured && <FeaturedArticle post={featured} onRead={setReading} />}
            {recent.length > 0 && (
              <section aria-labelledby="recent-heading">
                <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
                  Recent articles
                </h2>
                <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {recent.map((post) => (
                    <ArticleCard key={post.id} post={post} onRead={setReading} />
                  ))}
                </div>
              </section>
            )}
          </div>
        )}
      </div>

      <div className="mt-14">
        <NewsletterNote />
      </div>

      <ReadArticleDialog post={reading} onClose={() => setReading(null)} />
    </div>
  );
}

function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">
      {children}
    </div>
  );
}
