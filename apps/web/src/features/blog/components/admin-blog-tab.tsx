import { BLOG_MESSAGES as M, type BlogPost } from '@app/contracts';
import { ExternalLink, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { formatVenueDate } from '@app/domain';
import { useBlogs } from '../api/get-blogs';
import { BlogFormDialog } from './blog-form-dialog';
import { BlogImage } from './blog-image';
import { DeleteBlogDialog } from './delete-blog-dialog';

/**
 * The admin dashboard's Blog tab (owner-admin.md §2): every post in a table, a create/edit modal and
 * delete with confirmation. The admin dashboard mounts it; it needs nothing from it.
 */
export function AdminBlogTab() {
  const blogs = useBlogs();
  const [editing, setEditing] = useState<{ post: BlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  useEffect(() => {
    if (blogs.isError) toast.error(M.fetchFailed);
  }, [blogs.isError]);

  return (
    <section aria-labelledby="admin-blog-heading" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-blog-heading" className="text-xl font-semibold text-slate-900">
            Blog posts
          </h2>
          <p className="text-sm text-slate-600">
            {blogs.data
              ? `${blogs.data.length} ${blogs.data.length === 1 ? 'post' : 'posts'} on /blog`
              : 'Articles shown on the public blog'}
          </p>
        </div>
        <Button onClick={() => setEditing({ post: null })}>
          <Plus aria-hidden="true" className="size-4" /> New post
        </Button>
      </div>

      {blogs.isPending ? (
        <LoadingStatus size="card" className="rounded-xl border border-slate-200 bg-white p-6">
          Loading blog posts…
        </LoadingStatus>
      ) : blogs.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          <p className="font-medium">{M.fetchFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void blogs.refetch()}>
            Try again
          </Button>
        </div>
      ) : blogs.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center text-slate-700">
          <p>{M.noBlogs}</p>
          <Button className="mt-4" onClick={() => setEditing({ post: null })}>
            Write the first post
          </Button>
        </div>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Blog posts">
            {blogs.data.map((post) => (
              <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex gap-3">
                  <BlogImage
                    src={post.image}
                    alt=""
                    className="h-16 w-24 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
                  />
                  <div className="min-w-0">
                    <PostTitle post={post} />
                    <p className="mt-1 text-xs text-slate-600">
                      {post.category} · {post.author} ·{' '}
                      {formatVenueDate(post.date, { day: 'numeric', month: 'short', year: 'numeric' })} ·{' '}
                      {post.read_time}
                    </p>
                  </div>
                </div>
                <div className="mt-3 flex justify-end gap-1 border-t border-slate-100 pt-2">
                  <PostActions post={post} onEdit={() => setEditing({ post })} onDelete={() => setDeleting(post)} />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Post
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Author
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Published
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Read time
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {blogs.data.map((post) => (
                  <tr key={post.id} className="align-middle hover:bg-slate-50">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <BlogImage
                          src={post.image}
                          alt=""
                          className="h-12 w-18 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
                        />
                        <div className="min-w-0">
                          <PostTitle post={post} />
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{post.category}</td>
                    <td className="px-4 py-3 text-slate-700">{post.author}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      {formatVenueDate(post.date, { day: 'numeric', month: 'short', year: 'numeric' })}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{post.read_time}</td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <PostActions
                          post={post}
                          onEdit={() => setEditing({ post })}
                          onDelete={() => setDeleting(post)}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <BlogFormDialog
        open={editing !== null}
        post={editing?.post ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteBlogDialog post={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function PostTitle({ post }: { post: BlogPost }) {
  return (
    <>
      <p className="flex items-start gap-1.5 font-medium text-slate-900">
        {post.is_featured && (
          <>
            <Star aria-hidden="true" className="mt-0.5 size-4 shrink-0 fill-amber-400 text-amber-500" />
            <span className="sr-only">Featured: </span>
          </>
        )}
        <span className="line-clamp-2">{post.title}</span>
      </p>
      <Link
        to={`/blog/${post.slug}`}
        className="inline-flex max-w-full items-center gap-1 text-xs text-emerald-800 hover:underline"
      >
        <span className="truncate">/blog/{post.slug}</span>{' '}
        <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
      </Link>
    </>
  );
}

function PostActions({ post, onEdit, onDelete }: { post: BlogPost; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
        <Pencil aria-hidden="true" className="size-4" /> Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={onDelete}
        aria-label={`Delete ${post.title}`}
      >
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </Button>
    </>
  );
}
