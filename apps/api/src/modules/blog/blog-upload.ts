import { BLOG_MESSAGES as M, ERROR_CODES, IMAGE_MAX_BYTES, MEDIA_MESSAGES, blogFormFieldsSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors/app-error';
import { parseWith } from '../../plugins/infrastructure/parse-with';
import { isFileTooLarge, readUpload } from '../../plugins/infrastructure/uploads';
import type { BlogUpload } from './blog-service';

const MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Reads the multipart body of POST and PUT /api/blogs/ (owner-admin.md §7): the text fields, validated
 * by the shared schema, and at most one file, `image`. The image's bytes are only read here; the
 * media ingest checks and re-encodes them. An empty file part counts as no image (a form left blank).
 * A body that is not valid multipart answers 400 (readUpload).
 */
export async function readBlogUpload(request: FastifyRequest): Promise<BlogUpload> {
  if (!request.isMultipart()) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, M.multipartRequired);
  return readUpload(() => readBlogParts(request));
}

async function readBlogParts(request: FastifyRequest): Promise<BlogUpload> {
  const values: Record<string, string> = {};
  let image: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw badRequest(M.imageFieldOnly);
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (!isFileTooLarge(error)) throw error;
        throw new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, MEDIA_MESSAGES.tooManyBytes(MAX_MEGABYTES));
      }
      image = bytes.length > 0 ? bytes : null;
    } else if (typeof part.value === 'string') {
      values[part.fieldname] = part.value;
    }
  }
  return { fields: parseWith(blogFormFieldsSchema, values), image };
}
