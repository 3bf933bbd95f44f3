import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@bloom/db/client';
import { communityComments, studentProfiles, users } from '@bloom/db/schema';

const commentColumns = {
  id: communityComments.id,
  postId: communityComments.postId,
  userId: communityComments.userId,
  content: communityComments.content,
  createdAt: communityComments.createdAt,
  updatedAt: communityComments.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  imageUrl: studentProfiles.imageUrl,
};

export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export async function findComment(db: Db, postId: number, commentId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, communityComments.userId))
    .where(and(eq(communityComments.id, commentId), eq(communityComments.postId, postId)));
  return row;
}

/** A story's comments, oldest first, so a conversation reads top to bottom. */
export async function listComments(db: Db, postId: number, { limit, offset }: { limit: number; offset: number }): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, communityComments.userId))
    .where(eq(communityComments.postId, postId))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
    .limit(limit)
    .offset(offset);
}

export async function insertComment(db: Db, values: { postId: number; userId: number; content: string; createdAt: Date }): Promise<number> {
  const [row] = await db
    .insert(communityComments)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: communityComments.id });
  return row!.id;
}

export async function updateCommentContent(db: Db, commentId: number, content: string, now: Date): Promise<void> {
  await db.update(communityComments).set({ content, updatedAt: now }).where(eq(communityComments.id, commentId));
}

/** Deletes the comment; false when it was already gone (a second delete at the same moment). */
export async function deleteComment(db: Db, commentId: number): Promise<boolean> {
  const rows = await db.delete(communityComments).where(eq(communityComments.id, commentId)).returning({ id: communityComments.id });
  return rows.length > 0;
}
