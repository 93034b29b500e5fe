import type { BlogPost } from '@app/contracts';
import { Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ArticleBody } from './article-body';
import { ArticleMeta, CategoryBadge } from './article-meta';
import { BlogImage } from './blog-image';

/**
 * The read modal (owner-admin.md §2): Radix closes it on Escape, traps focus and locks the page's
 * scroll while it is open; the article scrolls inside it.
 */
export function ReadArticleDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      {post && (
        <DialogContent
          className="flex max-h-[90vh] max-w-3xl! flex-col overflow-hidden p-0!"
          aria-describedby={`read-${post.id}-excerpt`}
        >
          <div className="overflow-y-auto">
            <BlogImage src={post.image} alt="" className="aspect-[16/7] w-full object-cover" />
            <div className="px-5 pt-5 pb-8 sm:px-8">
              <CategoryBadge category={post.category} />
              <DialogTitle className="mt-3 pr-8 text-2xl font-bold tracking-tight sm:text-3xl">
                {post.title}
              </DialogTitle>
              <ArticleMeta post={post} className="mt-2" />
              <DialogDescription id={`read-${post.id}-excerpt`} className="mt-4 text-lg! leading-7 text-slate-700">
                {post.excerpt}
              </DialogDescription>
              <ArticleBody html={post.content} className="mt-6" />
              <p className="mt-8 border-t border-slate-200 pt-4 text-sm">
                <Link
                  to={`/blog/${post.slug}`}
                  className="inline-flex items-center gap-1.5 font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
                >
                  <Link2 aria-hidden="true" className="size-4" /> Open this article on its own page
                </Link>
              </p>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
