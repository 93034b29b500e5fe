import {
  BLOG_MESSAGES as M,
  BLOG_SLUG_PATTERN,
  IMAGE_MAX_BYTES,
  blogDeletedResponseSchema,
  blogDetailResponseSchema,
  blogListResponseSchema,
  blogSavedResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptUploads } from '../../plugins/infrastructure/uploads';
import {
  createBlogPost,
  deleteBlogPost,
  listBlogPosts,
  readBlogPostBySlug,
  updateBlogPost,
  type BlogDeps,
} from './blog-service';
import { readBlogUpload } from './blog-upload';

const idParams = z.object({ id: databaseIdTextSchema });
const slugParams = z.object({ slug: z.string().regex(BLOG_SLUG_PATTERN, M.articleNotFound).max(120) });
/** The multipart body: the image at its cap plus the text fields. */
const BLOG_BODY_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;

/** The blog (owner-admin.md §7 blog calls): everyone reads, admins write. */
export const blogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['blog'];
  const deps = (request: FastifyRequest): BlogDeps => ({
    ...fastify.serviceDeps(request),
    media: fastify.mediaStorage,
  });
  const withSource = (request: FastifyRequest) => ({ withSource: request.user?.role === 'admin' });

  fastify.get(
    '/api/blogs/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Every post, newest first; content is safe HTML rendered from the Markdown (admins also get the Markdown source)',
        response: { 200: blogListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      blogs: await listBlogPosts(fastify.serviceDeps(request), withSource(request)),
    }),
  );

  fastify.get(
    '/api/blogs/:slug/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One post by its URL name (/blog/{slug})',
        params: slugParams,
        response: { 200: blogDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      blog: await readBlogPostBySlug(fastify.serviceDeps(request), request.params.slug, withSource(request)),
    }),
  );

  // Their own scope: only the upload routes read multipart bodies (plugins/infrastructure/uploads.ts).
  await fastify.register(async (scope) => {
    await acceptUploads(scope);
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/blogs/',
      {
        bodyLimit: BLOG_BODY_LIMIT,
        config: { access: ['admin'] },
        schema: {
          tags,
          summary:
            'Publish a post (multipart: title, excerpt, content in Markdown, author, category, is_featured, image required)',
          response: { 201: blogSavedResponseSchema },
        },
      },
      async (request, reply) => {
        const blog = await createBlogPost(deps(request), await readBlogUpload(request));
        return reply.status(201).send({ success: true as const, message: M.created, blog });
      },
    );

    uploads.put(
      '/api/blogs/:id/',
      {
        bodyLimit: BLOG_BODY_LIMIT,
        config: { access: ['admin'] },
        schema: {
          tags,
          summary: 'Edit a post (the same multipart fields; the image only when replacing it); its URL stays the same',
          params: idParams,
          response: { 200: blogSavedResponseSchema },
        },
      },
      async (request) => {
        const blog = await updateBlogPost(deps(request), request.params.id, await readBlogUpload(request));
        return { success: true as const, message: M.updated, blog };
      },
    );
  });

  fastify.delete(
    '/api/blogs/:id/',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Delete a post and its image',
        params: idParams,
        response: { 200: blogDeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteBlogPost(deps(request), request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
