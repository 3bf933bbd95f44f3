import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { detailErrorSchema, errorCodes, fieldErrorsSchema } from '@bloom/contract/errors';
import {
  PROFILE_IMAGE_MAX_BYTES,
  profileImageMessages,
  profileImageUploadResponseSchema,
  studentProfileListSchema,
  studentProfileSchema,
  studentProfileUpdateSchema,
} from '@bloom/contract/profiles';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { sendJsonText } from '../../platform/json-text';
import { readMultipartForm } from '../../platform/uploads';
import { replaceProfileImage } from './profile-image.service';
import { ownProfilesAnswer, updateOwnProfile } from './profiles.service';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ bearer: [] }];
/** Room for the multipart framing and the user_id field around the largest accepted image. */
const UPLOAD_BODY_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;

const tooLarge = () =>
  new AppError(413, errorCodes.payloadTooLarge, profileImageMessages.tooLarge, { fields: { image: [profileImageMessages.tooLarge] } });

/** Reads the `image` file (at most 5 MB, enforced while streaming) and the `user_id` field. */
async function readUploadForm(request: FastifyRequest): Promise<{ image: Buffer | undefined; userIdField: string | undefined }> {
  try {
    const form = await readMultipartForm(request);
    return { image: form.files.get('image'), userIdField: form.fields.get('user_id') };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

export const profilesRoutes: RoutesPlugin = (app, { db, clock, storage, requireAuth, requireVerified }) => {
  app.get(
    '/student-profiles/',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profiles'],
        summary: "The signed-in student's profile, as a list (empty when there is none)",
        security,
        response: { 200: studentProfileListSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await ownProfilesAnswer(db, currentUserId(request))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/student-profiles/:id/',
      // Onboarding and school membership: verified accounts only.
      onRequest: requireVerified,
      schema: {
        tags: ['profiles'],
        summary:
          method === 'PUT'
            ? 'Submit onboarding or update the profile (only the listed fields are applied)'
            : 'Change some profile fields, e.g. pause the tour (only the listed fields are applied)',
        security,
        params: idParamsSchema,
        body: studentProfileUpdateSchema,
        response: { 200: studentProfileSchema, 400: fieldErrorsSchema, 404: detailErrorSchema },
      },
      handler: async (request) => updateOwnProfile(db, clock, currentUserId(request), request.params.id, request.body),
    });
  }

  app.post(
    '/upload-student-profile-image/',
    {
      onRequest: [
        requireVerified,
        async (request) => {
          // Refuse an announced oversize body before reading any of it.
          const length = Number(request.headers['content-length']);
          if (Number.isFinite(length) && length > UPLOAD_BODY_MAX_BYTES) throw tooLarge();
        },
      ],
      schema: {
        tags: ['profiles'],
        summary: 'Upload a profile picture (multipart: image, user_id); stored as a 150x150 JPEG',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: profileImageUploadResponseSchema, 400: fieldErrorsSchema, 403: detailErrorSchema, 413: fieldErrorsSchema, 429: detailErrorSchema },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { image, userIdField } = await readUploadForm(request);
      if (userIdField === undefined || userIdField.trim() === '') throw AppError.validation({ user_id: [profileImageMessages.userIdRequired] });
      if (!/^\s*\d{1,10}\s*$/.test(userIdField)) throw AppError.validation({ user_id: [profileImageMessages.userIdInvalid] });
      if (Number(userIdField) !== userId) throw AppError.forbidden();
      if (!image) throw AppError.validation({ image: [profileImageMessages.missingFile] });
      return replaceProfileImage(db, storage, clock, request.log, userId, image);
    },
  );
};
