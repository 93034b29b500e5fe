import { BLOG_CATEGORIES_FORM, BLOG_LIMITS, BLOG_MESSAGES as M, type BlogPost } from '@app/contracts';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldClassName } from '@/components/ui/field-styles';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { serverErrorText } from '@/lib/api-error-text';
import { useSaveBlog } from '../api/save-blog';
import {
  EMPTY_BLOG_FORM,
  blogFieldErrors,
  blogFormProblem,
  blogFormValuesOf,
  type BlogFormValues,
} from '../lib/blog-form';
import { BlogImage } from './blog-image';

interface BlogFormDialogProps {
  open: boolean;
  /** The post being edited; null creates a new one. */
  post: BlogPost | null;
  onOpenChange: (open: boolean) => void;
}

/** The admin's create and edit modal (owner-admin.md §5): every field required, the image on create only. */
export function BlogFormDialog({ open, post, onOpenChange }: BlogFormDialogProps) {
  const id = useId();
  const save = useSaveBlog();
  const [values, setValues] = useState<BlogFormValues>(EMPTY_BLOG_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  /** The server's refusal of the last send, cleared by the next edit. */
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [triedToSend, setTriedToSend] = useState(false);
  const creating = post === null;
  const errors = triedToSend ? blogFieldErrors(values, { creating, hasImage: image !== null }) : {};
  // Follows the fields as they are fixed, once a send was tried.
  const problem =
    serverProblem ?? (triedToSend ? blogFormProblem(values, { creating, hasImage: image !== null }) : null);

  useEffect(() => {
    if (!open) return;
    setValues(post ? blogFormValuesOf(post) : EMPTY_BLOG_FORM);
    setImage(null);
    setServerProblem(null);
    setTriedToSend(false);
  }, [open, post]);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = <Key extends keyof BlogFormValues>(key: Key, value: BlogFormValues[Key]) => {
    setServerProblem(null);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = blogFormProblem(values, { creating, hasImage: image !== null });
    setTriedToSend(true);
    setServerProblem(null);
    if (found) return;
    save.mutate(
      { ...(post ? { id: post.id } : {}), values, image },
      {
        onSuccess: (answer) => {
          toast.success(answer.message === M.updated ? M.updated : M.created);
          onOpenChange(false);
        },
        onError: (error) => {
          setServerProblem(serverErrorText(error));
          toast.error(M.saveFailed);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[92vh] max-w-2xl! overflow-y-auto" aria-describedby={`${id}-description`}>
        <DialogTitle>{creating ? 'New blog post' : 'Edit blog post'}</DialogTitle>
        <DialogDescription id={`${id}-description`} className="mt-1">
          Write the article in Markdown: ## for headings, **bold**, *italics*, - for lists and [text](https://…) for
          links.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          {problem && <FormMessage>{problem}</FormMessage>}
          <FormField id={`${id}-title`} label="Title" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                maxLength={BLOG_LIMITS.title}
                onChange={(event) => set('title', event.target.value)}
                required
              />
            )}
          </FormField>
          <FormField
            id={`${id}-excerpt`}
            label="Excerpt"
            error={errors.excerpt}
            hint="One or two sentences shown on the blog page and in link previews."
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={values.excerpt}
                maxLength={BLOG_LIMITS.excerpt}
                onChange={(event) => set('excerpt', event.target.value)}
                className={`${fieldClassName} h-auto py-2`}
                required
              />
            )}
          </FormField>
          <FormField id={`${id}-content`} label="Content" error={errors.content}>
            {(control) => (
              <textarea
                {...control}
                rows={8}
                value={values.content}
                maxLength={BLOG_LIMITS.content}
                onChange={(event) => set('content', event.target.value)}
                className={`${fieldClassName} h-auto py-2 font-mono text-sm`}
                required
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-author`} label="Author" error={errors.author}>
              {(control) => (
                <Input
                  {...control}
                  value={values.author}
                  maxLength={BLOG_LIMITS.author}
                  onChange={(event) => set('author', event.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField id={`${id}-category`} label="Category" error={errors.category}>
              {(control) => (
                <Select
                  {...control}
                  value={values.category}
                  onChange={(event) => set('category', event.target.value as BlogFormValues['category'])}
                  required
                >
                  <option value="" disabled>
                    Choose a category
                  </option>
                  {BLOG_CATEGORIES_FORM.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <FormField
            id={`${id}-image`}
            label={creating ? 'Image' : 'Image (optional: choose one to replace it)'}
            error={errors.image}
            hint="JPEG, PNG or WebP, up to 10 MB."
          >
            {(control) => (
              <div className="flex items-center gap-4">
                {preview || post?.image ? (
                  <BlogImage
                    src={preview ?? post?.image ?? null}
                    alt=""
                    className="h-16 w-24 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
                  />
                ) : (
                  <span className="inline-flex h-16 w-24 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                    <ImagePlus aria-hidden="true" className="size-6" />
                  </span>
                )}
                <input
                  {...control}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={(event) => setImage(event.target.files?.[0] ?? null)}
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-800 hover:file:bg-emerald-100"
                />
              </div>
            )}
          </FormField>
          <label className="flex items-center gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={values.isFeatured}
              onChange={(event) => set('isFeatured', event.target.checked)}
              className="size-5 rounded border-slate-400 accent-emerald-700"
            />
            Featured article (shown large at the top of the blog)
          </label>
          <DialogActions busy={save.isPending} className="pt-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : creating ? 'Publish post' : 'Save changes'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
