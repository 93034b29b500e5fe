import { BLOG_CATEGORIES_FORM, BLOG_MESSAGES as M, blogFormFieldsSchema, type BlogPost } from '@app/contracts';

/* The admin's create/edit form (owner-admin.md §5): its values and their checks, shared with the API's schema. */

export interface BlogFormValues {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: (typeof BLOG_CATEGORIES_FORM)[number] | '';
  isFeatured: boolean;
}

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  excerpt: '',
  content: '',
  author: '',
  category: '',
  isFeatured: false,
};

export function blogFormValuesOf(post: BlogPost): BlogFormValues {
  const category = (BLOG_CATEGORIES_FORM as readonly string[]).includes(post.category)
    ? (post.category as BlogFormValues['category'])
    : '';
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.markdown ?? '',
    author: post.author,
    category,
    isFeatured: post.is_featured,
  };
}

export type BlogFormField = keyof BlogFormValues | 'image';

/** Each field's problem, shown under it once the admin has tried to send the form. */
export function blogFieldErrors(
  values: BlogFormValues,
  options: { creating: boolean; hasImage: boolean },
): Partial<Record<BlogFormField, string>> {
  const errors: Partial<Record<BlogFormField, string>> = {};
  const parsed = blogFormFieldsSchema.safeParse({ ...values, is_featured: values.isFeatured ? 'true' : 'false' });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as BlogFormField;
    errors[field] ??= issue.message === M.requiredFields ? M.fieldRequired : issue.message;
  }
  if (options.creating && !options.hasImage) errors.image = M.imageRequired;
  return errors;
}

/** The first problem with the form, in the API's words, or null when it may be sent. */
export function blogFormProblem(
  values: BlogFormValues,
  options: { creating: boolean; hasImage: boolean },
): string | null {
  const parsed = blogFormFieldsSchema.safeParse({ ...values, is_featured: values.isFeatured ? 'true' : 'false' });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? M.requiredFields;
  if (options.creating && !options.hasImage) return M.imageRequired;
  return null;
}
