import { detailErrorSchema, fieldErrorsSchema } from '@bloom/contract/errors';
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  personalDataFileSchema,
  personalDataMessages,
} from '@bloom/contract/personal-data';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { deleteAccount, exportPersonalData } from './personal-data.service';

/** Both act on the token's own account only; there is no id in the address to point at anyone else. */
export const personalDataRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['account'];
  const security = [{ bearer: [] }];

  app.get(
    '/account/data/',
    {
      onRequest: deps.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Download everything Bloom keeps about the signed-in student (one JSON file)',
        response: { 200: personalDataFileSchema, 401: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await exportPersonalData(deps, currentUserId(request));
      const day = file.exported_at.slice(0, 10);
      void reply.header('Content-Disposition', `attachment; filename="bloom-my-data-${day}.json"`);
      void reply.header('Cache-Control', 'no-store');
      return file;
    },
  );

  app.post(
    '/account/delete/',
    {
      onRequest: deps.requireAuth,
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        security,
        summary: "Delete the signed-in student's account, confirmed with their password",
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema, 400: fieldErrorsSchema, 401: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request) => {
      await deleteAccount(deps, request.log, currentUserId(request), request.body.password);
      return { message: personalDataMessages.deleted };
    },
  );
};
