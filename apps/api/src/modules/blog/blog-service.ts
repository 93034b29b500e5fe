import { BLOG_MESSAGES as M, ERROR_CODES, type BlogFormFields, type BlogPost } from '@app/contracts';
import { readTimeLabel, slugify, uniqueSlug } from '@app/domain';
import { AppError, notFound } from '../../errors/app-error';
import type { ServiceDeps } from '../../service-deps';
import { ingestImage, removeObjects, removeStoredImage, type StoredImage } from '../media/image-ingest';
import type { MediaStorage } from '../media/media-storage';
import {
  deleteBlogRow,
  findBlogRow,
  findBlogRowBySlug,
  insertBlogRow,
  listBlogRows,
  slugsStartingWith,
  updateBlogRow,
  type BlogRow,
} from './blog-repository';
import { toBlogPost } from './blog-views';

/*
 * Use cases of the blog. Admins write posts in Markdown with one image (checked and re-encoded by the
 * shared image ingest, like venue images); everyone reads them. Reading time is computed from the
 * text on every save, never sent by the client. The slug is fixed at creation (docs/decisions/0017).
 */

export type BlogDeps = Pick<ServiceDeps, 'db' | 'now' | 'log'> & { media: MediaStorage };

const BLOG_MEDIA_FOLDER = 'blog';
const SLUG_ATTEMPTS = 5;

export async function listBlogPosts(deps: Pick<BlogDeps, 'db'>, options: { withSource: boolean }): Promise<BlogPost[]> {
  return (await listBlogRows(deps.db)).map((row) => toBlogPost(row, options));
}

export async function readBlogPostBySlug(
  deps: Pick<BlogDeps, 'db'>,
  slug: string,
  options: { withSource: boolean },
): Promise<BlogPost> {
  const row = await findBlogRowBySlug(deps.db, slug);
  if (!row) throw notFound(M.articleNotFound);
  return toBlogPost(row, options);
}

export interface BlogUpload {
  fields: BlogFormFields;
  /** The image file's bytes, when one was sent. */
  image: Buffer | null;
}

async function storeImage(deps: BlogDeps, bytes: Buffer | null): Promise<StoredImage | null> {
  return bytes ? ingestImage({ bytes, media: deps.media, folder: BLOG_MEDIA_FOLDER }) : null;
}

/** The columns the form decides; the reading time always follows the text. */
function columnsOf(fields: BlogFormFields) {
  const { title, excerpt, content, author, category } = fields;
  return {
    title,
    excerpt,
    content,
    author,
    category,
    is_featured: fields.is_featured ? 1 : 0,
    read_time: readTimeLabel(content),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).message ?? ''}`;
  return /23505|UNIQUE constraint failed|SQLITE_CONSTRAINT_UNIQUE/i.test(text);
}

export async function createBlogPost(deps: BlogDeps, upload: BlogUpload): Promise<BlogPost> {
  if (!upload.image) throw new AppError(400, ERROR_CODES.IMAGE_REQUIRED, M.imageRequired);
  const image = (await storeImage(deps, upload.image))!;
  const stamp = deps.now.toISOString();
  const base = slugify(upload.fields.title);
  try {
    // Two posts with the same title created at once both see the same free slug; the unique index
    // refuses the second, which then takes the next number.
    for (let attempt = 1; ; attempt += 1) {
      const slug = uniqueSlug(base, await slugsStartingWith(deps.db, base));
      try {
        const id = await insertBlogRow(deps.db, {
          ...columnsOf(upload.fields),
          slug,
          image: image.url,
          created_at: stamp,
          updated_at: stamp,
        });
        return toBlogPost((await findBlogRow(deps.db, id))!, { withSource: true });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await removeObjects(deps.media, image.keys);
    throw error;
  }
}

async function requirePost(deps: Pick<BlogDeps, 'db'>, id: number): Promise<BlogRow> {
  const row = await findBlogRow(deps.db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Replaces every field sent; the image only when a new one is sent. The slug stays (shared links keep working). */
export async function updateBlogPost(deps: BlogDeps, id: number, upload: BlogUpload): Promise<BlogPost> {
  const before = await requirePost(deps, id);
  const image = await storeImage(deps, upload.image);
  try {
    await updateBlogRow(deps.db, id, {
      ...columnsOf(upload.fields),
      ...(image ? { image: image.url } : {}),
      updated_at: deps.now.toISOString(),
    });
  } catch (error) {
    if (image) await removeObjects(deps.media, image.keys);
    throw error;
  }
  if (image && before.image) await removeStoredImage(deps.media, before.image);
  return toBlogPost(await requirePost(deps, id), { withSource: true });
}

export async function deleteBlogPost(deps: BlogDeps, id: number): Promise<void> {
  const row = await requirePost(deps, id);
  if (!(await deleteBlogRow(deps.db, id))) throw notFound(M.notFound);
  if (row.image) await removeStoredImage(deps.media, row.image);
}
