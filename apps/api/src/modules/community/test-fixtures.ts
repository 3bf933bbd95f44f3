import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreatePostRequest } from '@bloom/contract/community';
import { schools, studentProfiles, users } from '@bloom/db/schema';
import type { TestContext } from '../../test/helper';
import { createTestStudent, type TestStudent } from '../profiles/test-students';
import { schoolNameKey } from '../schools/school-name';

export type { TestStudent };

export async function createSchool(ctx: TestContext, name = `Wall University ${randomBytes(4).toString('hex')}`): Promise<number> {
  const [school] = await ctx.deps.db.insert(schools).values({ name, nameKey: schoolNameKey(name) }).returning({ id: schools.id });
  return school!.id;
}

export async function catchAllSchoolId(ctx: TestContext): Promise<number> {
  const [school] = await ctx.deps.db.select({ id: schools.id }).from(schools).where(eq(schools.isCatchAll, true));
  return school!.id;
}

/** A verified student of `schoolId` (null: no school yet, which reads the catch-all wall). */
export async function createWallStudent(
  ctx: TestContext,
  schoolId: number | null,
  options: { firstName?: string; lastName?: string; verified?: boolean; imageUrl?: string } = {},
): Promise<TestStudent> {
  const student = await createTestStudent(ctx);
  await ctx.deps.db.update(studentProfiles).set({ schoolId, imageUrl: options.imageUrl ?? null }).where(eq(studentProfiles.userId, student.userId));
  await ctx.deps.db
    .update(users)
    .set({ firstName: options.firstName ?? 'Maya', lastName: options.lastName ?? 'Rivera', emailVerified: options.verified ?? true })
    .where(eq(users.id, student.userId));
  return student;
}

export function communityCalls(ctx: TestContext) {
  const inject = (student: TestStudent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/peer-support-posts/${url}`, headers: student.auth, ...(payload ? { payload } : {}) });
  return {
    inject,
    share: (student: TestStudent, story: Partial<CreatePostRequest> & { content: string }) => inject(student, 'POST', '', { title: 'Story', ...story }),
    list: (student: TestStudent, query = '') => inject(student, 'GET', query ? `?${query}` : ''),
    get: (student: TestStudent, postId: number) => inject(student, 'GET', `${postId}/`),
    remove: (student: TestStudent, postId: number) => inject(student, 'DELETE', `${postId}/`),
    like: (student: TestStudent, postId: number) => inject(student, 'POST', `${postId}/like/`),
    unlike: (student: TestStudent, postId: number) => inject(student, 'POST', `${postId}/unlike/`),
    likers: (student: TestStudent, postId: number) => inject(student, 'GET', `${postId}/likers/`),
    comments: (student: TestStudent, postId: number, query = '') => inject(student, 'GET', `${postId}/comments/${query ? `?${query}` : ''}`),
    comment: (student: TestStudent, postId: number, content: string) => inject(student, 'POST', `${postId}/comments/`, { content }),
    editComment: (student: TestStudent, postId: number, commentId: number, content: string) =>
      inject(student, 'PUT', `${postId}/comments/${commentId}/`, { content }),
    deleteComment: (student: TestStudent, postId: number, commentId: number) => inject(student, 'DELETE', `${postId}/comments/${commentId}/`),
  };
}

/** Shares a story and returns its id (fails the test loudly when sharing does not answer 201). */
export async function shareStory(ctx: TestContext, student: TestStudent, story: Partial<CreatePostRequest> & { content: string }): Promise<number> {
  const res = await communityCalls(ctx).share(student, story);
  if (res.statusCode !== 201) throw new Error(`sharing answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: number }).id;
}
