import type { BlogPost } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { ArticleMeta, CategoryBadge } from './article-meta';
import { BlogImage } from './blog-image';

interface CardProps {
  post: BlogPost;
  onRead: (post: BlogPost) => void;
}

/** The large article at the top of the page. */
export function FeaturedArticle({ post, onRead }: CardProps) {
  return (
    <article
      aria-labelledby={`featured-${post.id}`}
      className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
    >
      <BlogImage
        src={post.image}
        alt=""
        className="aspect-[16/10] h-full w-full object-cover md:aspect-auto md:min-h-80"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-emerald-800">Featured</span>
          <CategoryBadge category={post.category} />
        </div>
        <h2 id={`featured-${post.id}`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {post.title}
        </h2>
        <p className="text-base leading-7 text-slate-600">{post.excerpt}</p>
        <ArticleMeta post={post} />
        <div>
          <button
            type="button"
            onClick={() => onRead(post)}
            className="inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
          >
            Read article <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </article>
  );
}

/** One of the recent articles. */
export function ArticleCard({ post, onRead }: CardProps) {
  return (
    <article
      aria-labelledby={`article-${post.id}`}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <BlogImage src={post.image} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadge category={post.category} className="self-start" />
        <h3 id={`article-${post.id}`} className="text-lg font-semibold leading-snug text-slate-900">
          {post.title}
        </h3>
        <p className="line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        <ArticleMeta post={post} className="mt-auto pt-2" />
        <button
          type="button"
          onClick={() => onRead(post)}
          aria-label={`Read ${post.title}`}
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-emerald-800 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          Read more <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </article>
  );
}
