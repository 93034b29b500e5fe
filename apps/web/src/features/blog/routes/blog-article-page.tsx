import { BLOG_MESSAGES as M } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { hasStatus } from '@/lib/api-error-text';
import { useBlogArticle } from '../api/get-blog-article';
import { ArticleBody } from '../components/article-body';
import { ArticleMeta, CategoryBadge } from '../components/article-meta';
import { BlogImage } from '../components/blog-image';
import { useMetaDescription } from '../lib/use-meta-description';

/**
 * One article at its own URL, /blog/{slug}. The server already wrote the title and sharing tags into
 * the HTML for crawlers (docs/decisions/0017); the app sets the same once it renders.
 */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = useBlogArticle(slug);
  useMetaDescription(article.data?.excerpt);

  const backLink = (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 hover:text-emerald-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All articles
    </Link>
  );

  if (article.isPending) return <LoadingStatus size="page">Loading the article…</LoadingStatus>;
  if (article.isError) {
    const missing = hasStatus(article.error, 400, 404);
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
        <title>{`${missing ? M.articleNotFound : M.loadFailed} | Sports Booking`}</title>
        <h1 className="text-2xl font-bold text-slate-900">{missing ? M.articleNotFound : M.loadFailed}</h1>
        <p className="mt-3 text-slate-600">
          {missing
            ? 'It may have been removed, or the link may be mistyped.'
            : 'Please check your connection and try again.'}
        </p>
        <Link to="/blog" className={buttonStyles({ className: 'mt-6' })}>
          Browse all articles
        </Link>
      </div>
    );
  }

  const post = article.data;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <title>{`${post.title} | Sports Booking Blog`}</title>
      {backLink}
      <header className="mt-6">
        <CategoryBadge category={post.category} />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">{post.excerpt}</p>
        <ArticleMeta post={post} className="mt-4" />
      </header>
      <BlogImage src={post.image} alt="" className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover" />
      <ArticleBody html={post.content} className="mt-8" />
      <div className="mt-12 border-t border-slate-200 pt-6">{backLink}</div>
    </article>
  );
}
