import {
  commentIdParamsSchema,
  commentPageSchema,
  commentRequestSchema,
  commentSchema,
  createCommentResponseSchema,
  createPostRequestSchema,
  createPostResponseSchema,
  deletePostResponseSchema,
  likeResponseSchema,
  likerPageSchema,
  listPostsQuerySchema,
  pageQuerySchema,
  postIdParamsSchema,
  postPageSchema,
  postSchema,
  spotlightResponseSchema,
} from '@bloom/contract/community';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth';
import type { RoutesPlugin } from '../../platform/deps';
import { createComment, editComment, listPostComments, removeComment } from './comments.service';
import { sendJsonText } from '../../platform/json-text';
import { toPaged, toPagedJsonText } from './paging';
import { createPost, getPost, getSpotlight, likePost, listPostLikers, listPosts, removePost, unlikePost } from './posts.service';

const tags = ['community'];
const security = [{ bearer: [] }];

/**
 * The community wall (`/api/peer-support-posts/`): one wall per school. Reading needs a signed-in
 * student; posting, liking, commenting and deleting need a verified one.
 */
export const communityRoutes: RoutesPlugin = async (app, deps) => {
  const { db, clock, requireAuth, requireVerified } = deps;

  app.get(
    '/peer-support-posts/',
    {
      onRequest: requireAuth,
      schema: { tags, security, summary: "A page of the student's school wall, newest first; `search` matches words, partial words and small typos", querystring: listPostsQuerySchema, response: { 200: postPageSchema } },
    },
    async (request, reply) => {
      const result = await listPosts(db, clock, currentUserId(request), request.query);
      return sendJsonText(reply, toPagedJsonText(request.url, result.postsJson, result.page.page, result.totalPages));
    },
  );

  app.get(
    '/peer-support-posts/spotlight/',
    { onRequest: requireAuth, schema: { tags, security, summary: "The Student Wins Spotlight: the school's most liked stories of the last 30 days", response: { 200: spotlightResponseSchema } } },
    async (request, reply) => sendJsonText(reply, `{"results":[${(await getSpotlight(db, clock, currentUserId(request))).join(',')}]}`),
  );

  app.post(
    '/peer-support-posts/',
    {
      onRequest: requireVerified,
      schema: { tags, security, summary: 'Shares a story on the wall (moderated first; daily limit)', body: createPostRequestSchema, response: { 201: createPostResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await createPost(deps, currentUserId(request), request.body)),
  );

  app.get(
    '/peer-support-posts/:id/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'One story of the wall', params: postIdParamsSchema, response: { 200: postSchema } } },
    async (request) => getPost(db, currentUserId(request), request.params.id),
  );

  app.delete(
    '/peer-support-posts/:id/',
    { onRequest: requireVerified, schema: { tags, security, summary: "Deletes the author's own story and takes its sharing points back", params: postIdParamsSchema, response: { 200: deletePostResponseSchema } } },
    async (request) => {
      const { pointsReversed } = await removePost(db, currentUserId(request), request.params.id);
      return { detail: 'Post deleted.', points_reversed: pointsReversed };
    },
  );

  app.get(
    '/peer-support-posts/:id/likers/',
    { onRequest: requireAuth, schema: { tags, security, summary: 'Who liked the story, newest first', params: postIdParamsSchema, querystring: pageQuerySchema, response: { 200: likerPageSchema } } },
    async (request) => {
      const result = await listPostLikers(db, currentUserId(request), request.params.id, request.query);
      return toPaged(request.url, result.likers, result.page.page, result.totalPages);
    },
  );

  app.get(
    '/peer-support-posts/:id/comments/',
    { onRequest: requireAuth, schema: { tags, security, summary: "The story's comments, oldest first", params: postIdParamsSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema } } },
    async (request) => {
      const result = await listPostComments(db, currentUserId(request), request.params.id, request.query);
      return toPaged(request.url, result.comments, result.page.page, result.totalPages);
    },
  );

  app.post(
    '/peer-support-posts/:id/comments/',
    {
      onRequest: requireVerified,
      schema: { tags, security, summary: 'Comments on a story (moderated first; daily limit)', params: postIdParamsSchema, body: commentRequestSchema, response: { 201: createCommentResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await createComment(deps, currentUserId(request), request.params.id, request.body.content)),
  );

  app.put(
    '/peer-support-posts/:id/comments/:commentId/',
    {
      onRequest: requireVerified,
      schema: { tags, security, summary: "Edits the author's own comment (moderated again)", params: commentIdParamsSchema, body: commentRequestSchema, response: { 200: commentSchema } },
    },
    async (request) => editComment(deps, currentUserId(request), request.params.id, request.params.commentId, request.body.content),
  );

  app.delete(
    '/peer-support-posts/:id/comments/:commentId/',
    { onRequest: requireVerified, schema: { tags, security, summary: "Deletes the author's own comment", params: commentIdParamsSchema } },
    async (request, reply) => {
      await removeComment(db, currentUserId(request), request.params.id, request.params.commentId);
      return reply.status(204).send();
    },
  );

  // Like and unlike take no body; a client that still sends an empty JSON body is not refused for it.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    scope.post(
      '/peer-support-posts/:id/like/',
      { onRequest: requireVerified, schema: { tags, security, summary: 'Likes the story (idempotent)', params: postIdParamsSchema, response: { 200: likeResponseSchema } } },
      async (request) => likePost(db, currentUserId(request), request.params.id),
    );
    scope.post(
      '/peer-support-posts/:id/unlike/',
      { onRequest: requireVerified, schema: { tags, security, summary: 'Takes the like back (idempotent)', params: postIdParamsSchema, response: { 200: likeResponseSchema } } },
      async (request) => unlikePost(db, currentUserId(request), request.params.id),
    );
  });
};
