import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  accountMessages,
  emailOnlyRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordForgetRequestSchema,
  passwordResetRequestSchema,
  resendOtpResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
  verificationStatusSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@bloom/contract/accounts';
import { currentSession } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { enforceClientLimit } from './account-rate-limits';
import { logIn, refreshTokens, signUp } from './accounts.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { checkVerification, resendVerificationCode, verifyEmail } from './verification.service';

/**
 * Account bodies are a few short fields; anything far bigger is refused before it is parsed. Room is left
 * for over-long fields to get their own length message rather than a bare 413.
 */
const ACCOUNT_BODY_LIMIT = 64 * 1024;

export const accountsRoutes: RoutesPlugin = (app, deps) => {
  // Runs before the body is read, so malformed and oversized requests count against the client too.
  const limitClient: onRequestAsyncHookHandler = async (request) => {
    await enforceClientLimit(deps.db, deps.clock.now(), request.ip);
  };
  const common = { bodyLimit: ACCOUNT_BODY_LIMIT, onRequest: limitClient };
  const tags = ['accounts'];

  app.post(
    '/signup/',
    {
      ...common,
      schema: { tags, summary: 'Create a student account', body: signupRequestSchema, response: { 201: signupResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await signUp(deps, request.body)),
  );

  app.post(
    '/login/',
    { ...common, schema: { tags, summary: 'Sign in with email and password', body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request) => logIn(deps, request.body),
  );

  app.post(
    '/verify-email/',
    {
      ...common,
      schema: { tags, summary: 'Verify the email address with its code', body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request) => ({ data: await verifyEmail(deps, request.body) }),
  );

  app.post(
    '/resend-otp/',
    { ...common, schema: { tags, summary: 'Send a new verification code', body: emailOnlyRequestSchema, response: { 200: resendOtpResponseSchema } } },
    async (request) => resendVerificationCode(deps, request.body.email),
  );

  app.post(
    '/check-verification/',
    {
      ...common,
      schema: { tags, summary: 'Verification and resend state', body: emailOnlyRequestSchema, response: { 200: verificationStatusSchema } },
    },
    async (request) => checkVerification(deps, request.body.email),
  );

  app.post(
    '/auth/password-forget/',
    {
      ...common,
      schema: {
        tags,
        summary: 'Email a password reset code',
        body: passwordForgetRequestSchema,
        response: { 200: messageResponseSchema, 404: z.object({ detail: z.literal(accountMessages.userNotFound) }) },
      },
    },
    async (request, reply) => {
      const outcome = await requestPasswordReset(deps, request.body.email);
      // The spec's client matches this exact body to say 'Please recheck the email you entered'.
      if (outcome === 'unknown') return reply.status(404).send({ detail: accountMessages.userNotFound });
      return reply.status(200).send({ message: accountMessages.resetCodeSent });
    },
  );

  app.post(
    '/auth/password-reset/',
    {
      ...common,
      schema: { tags, summary: 'Choose a new password with the emailed code', body: passwordResetRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => resetPassword(deps, request.body),
  );

  app.post(
    '/token/refresh/',
    {
      ...common,
      schema: {
        tags,
        summary: 'A new token pair for a refresh token (single use: a used one ends its sign-in)',
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshResponseSchema },
      },
    },
    async (request) => refreshTokens(deps, request.body.refresh),
  );

  app.post(
    '/logout/',
    {
      onRequest: [limitClient, deps.requireAuth],
      schema: {
        tags,
        summary: 'End this sign-in: its access and refresh tokens stop working',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deps.tokens.endSession(currentSession(request).sessionId);
      return reply.status(204).send(null);
    },
  );
};
