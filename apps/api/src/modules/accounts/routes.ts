import {
  AUTH_MESSAGES as M,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  profileUpdateSchema,
  userResponseSchema,
  databaseIdTextSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import { requireUser } from '../../plugins/application/access-control';
import { parseWith } from '../../plugins/infrastructure/parse-with';
import { acceptUploads, isFileTooLarge, readUpload } from '../../plugins/infrastructure/uploads';
import { deleteAccount } from './account-deletion';
import { PROFILE_IMAGE_MAX_BYTES, removeProfileImage, storeProfileImage } from './profile-image';
import { setProfileImage, updateProfile } from './profile-service';

const userIdParams = z.object({ id: databaseIdTextSchema });

export const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['accounts'];

  // Their own scope: only the upload routes read multipart bodies (plugins/infrastructure/uploads.ts).
  await fastify.register(async (scope) => {
    await acceptUploads(scope);
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.patch(
      '/api/auth/users/:id/profile',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary:
            "Edit your own profile (JSON), upload a profile image (multipart field profileImage), or, as an admin, decide a venue owner's approval",
          params: userIdParams,
          response: { 200: userResponseSchema },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        const deps = fastify.serviceDeps(request);
        if (request.isMultipart()) {
          if (actor.id !== request.params.id) throw notFound(M.userNotFound);
          const bytes = await readUpload(async () => {
            const file = await request.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } });
            if (!file || file.fieldname !== 'profileImage') throw badRequest(M.imageOnly, 'IMAGE_REQUIRED');
            try {
              return await file.toBuffer();
            } catch (error) {
              if (!isFileTooLarge(error)) throw error;
              throw new AppError(413, 'PAYLOAD_TOO_LARGE', M.imageTooLarge);
            }
          });
          const stored = await storeProfileImage({ bytes, media: fastify.mediaStorage, userId: actor.id });
          if (!stored) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', M.imageOnly);
          const { user, previousImage } = await setProfileImage(deps, actor.id, stored);
          await removeProfileImage(fastify.mediaStorage, previousImage);
          return { success: true as const, user };
        }
        const update = parseWith(profileUpdateSchema, request.body ?? {});
        const user = await updateProfile(deps, actor, request.params.id, update);
        return { success: true as const, user };
      },
    );
  });

  fastify.delete(
    '/api/account/delete/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Delete your account: personal data is erased, booking and payment records are kept anonymously',
        body: deleteAccountRequestSchema.optional(),
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (request.body?.confirm === undefined) throw badRequest(M.deleteAccountConfirm, 'CONFIRMATION_REQUIRED');
      const { previousImage } = await deleteAccount(fastify.db, actor.id, fastify.clock());
      await removeProfileImage(fastify.mediaStorage, previousImage);
      return { success: true as const, deleted: true as const, message: M.accountDeleted };
    },
  );
};
