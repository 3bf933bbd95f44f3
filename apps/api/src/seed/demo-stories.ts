import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { communityComments, communityPostLikes, communityPosts, schools, studentProfiles, users } from '@bloom/db/schema';
import type { AppDeps } from '../platform/deps';
import { hashPassword } from '../modules/accounts/password-hashing';
import { addSearchWords, changeWallCount } from '../modules/community/posts.repository';
import { schoolNameKey } from '../modules/schools/school-name';
import { DEMO_SCHOOLS } from './demo-accounts';

/** Classmates of the demo student who write, like and comment on the demo wall. They cannot sign in. */
const CLASSMATES = [
  { email: 'maya.rivera@bloom.local', firstName: 'Maya', lastName: 'Rivera' },
  { email: 'jonah.kim@bloom.local', firstName: 'Jonah', lastName: 'Kim' },
  { email: 'priya.patel@bloom.local', firstName: 'Priya', lastName: 'Patel' },
  { email: 'leo.okafor@bloom.local', firstName: 'Leo', lastName: 'Okafor' },
  { email: 'sofia.garcia@bloom.local', firstName: 'Sofia', lastName: 'Garcia' },
  { email: 'ethan.brooks@bloom.local', firstName: 'Ethan', lastName: 'Brooks' },
  { email: 'amara.chen@bloom.local', firstName: 'Amara', lastName: 'Chen' },
] as const;

interface DemoStory {
  /** Index into CLASSMATES. */
  by: number;
  daysAgo: number;
  content: string;
  tags?: string;
  anonymous?: boolean;
  /** Classmates who liked it. */
  likedBy?: number[];
  comments?: [by: number, text: string][];
}

const STORIES: DemoStory[] = [
  { by: 0, daysAgo: 0.1, content: 'Went to office hours for the first time and finally understood recursion. I had been too nervous to go all semester, and the TA was so kind about it.', tags: 'Study Habits,Small Wins', likedBy: [1, 2, 3, 4, 6], comments: [[2, 'Office hours are underrated! Proud of you.'], [4, 'Same thing happened to me with calculus. Going back next week.']] },
  { by: 1, daysAgo: 0.4, content: 'Kept my phone out of the bedroom for two weeks. I fall asleep faster and my 8 am class does not feel like a punishment anymore.', tags: 'Sleep,Wellness Habits', likedBy: [0, 5], comments: [[0, 'Trying this tonight.']] },
  { by: 2, daysAgo: 0.9, content: 'I failed my first organic chemistry exam. Instead of hiding, I made a study plan with my coach and got a B+ on the second one. Setbacks are not the end.', tags: 'Academic Setbacks,My Comeback Story', likedBy: [0, 1, 3, 4, 5, 6], comments: [[5, 'This gives me hope for my own midterm.'], [3, 'A B+ in orgo is huge. Congrats!'], [6, 'Love that you asked for help.']] },
  { by: 3, daysAgo: 1.3, content: 'Homesick this week. Called my grandmother and she told me the story of her first year in a new country. Feeling a little less alone.', tags: 'Family,Belonging', anonymous: true, likedBy: [0, 2, 4], comments: [[2, 'Sending a hug. The first months are the hardest.']] },
  { by: 4, daysAgo: 1.8, content: 'Landed my first internship interview after two coaching sessions on telling my story. Interview is Friday, wish me luck!', tags: 'Internships,Career Clarity', likedBy: [0, 1, 2, 3, 5, 6], comments: [[1, 'Good luck! You have got this.'], [0, 'Let us know how it goes!']] },
  { by: 5, daysAgo: 2.2, content: 'Started running twice a week with my roommate. We are slow, we stop a lot, and it is the best part of my week.', tags: 'Physical Health,Friendships', likedBy: [1, 4] },
  { by: 6, daysAgo: 2.9, content: 'I spoke up in my seminar today for the first time this semester. My voice shook, but the professor built on my point for ten minutes.', tags: 'Self-Confidence,Small Wins', likedBy: [0, 2, 3, 4], comments: [[3, 'That is a big deal. Well done.']] },
  { by: 0, daysAgo: 3.4, content: 'Five minutes of breathing before each exam this week. I still felt nervous, but I did not blank out once.', tags: 'Test Confidence,Mindfulness', likedBy: [2, 6] },
  { by: 1, daysAgo: 4.1, content: 'Broke up with someone I thought I would be with forever. I am eating, sleeping and going to class, and some days that is the whole win.', tags: 'Heartbreak,Resilience', anonymous: true, likedBy: [0, 2, 3, 4, 5, 6], comments: [[4, 'That is absolutely the whole win. Be gentle with yourself.'], [0, 'Proud of you for showing up.']] },
  { by: 2, daysAgo: 4.8, content: 'Joined the climbing club even though I knew nobody. Three people said hi and one of them is now my lab partner.', tags: 'Friendships,Belonging', likedBy: [1, 5] },
  { by: 3, daysAgo: 5.5, content: 'Time blocking changed my week. I put study, meals and rest on the calendar, and for once I finished my reading before Sunday night.', tags: 'Time Management,Study Habits', likedBy: [0, 4, 6], comments: [[6, 'Which calendar do you use?'], [3, 'Just the one on my phone, colour coded!']] },
  { by: 4, daysAgo: 6.2, content: 'I told my advisor I want to switch majors. I was terrified, but she just asked what excites me and helped me map it out.', tags: 'Career Clarity,Identity', likedBy: [1, 2] },
  { by: 5, daysAgo: 7.0, content: 'Studying abroad is harder than the photos look. Today I ordered lunch in Spanish without switching to English once.', tags: 'Living Abroad,Small Wins', likedBy: [0, 2, 4, 6], comments: [[2, 'Que bueno! Small wins add up.']] },
  { by: 6, daysAgo: 7.7, content: 'Drank water instead of a third coffee and took a walk between classes. My afternoon slump was so much shorter.', tags: 'Energy & Focus,Wellness Habits', likedBy: [3] },
  { by: 0, daysAgo: 8.5, content: 'Wrote three things I am grateful for every night this week. It sounds cheesy but I notice the good moments more during the day.', tags: 'Gratitude,Mindfulness', likedBy: [1, 4, 5] },
  { by: 1, daysAgo: 9.3, content: 'As a first-generation student I felt like everyone knew rules I did not. The first-gen mixer showed me I am not the only one figuring it out.', tags: 'Belonging,First Year', anonymous: true, likedBy: [0, 2, 3, 6], comments: [[3, 'First-gen here too. You belong here.']] },
  { by: 2, daysAgo: 10.1, content: 'My coach helped me break my thesis into tiny steps. Today I wrote 300 words and stopped feeling frozen.', tags: 'Motivation,Study Habits', likedBy: [5] },
  { by: 3, daysAgo: 11.0, content: 'Went to the career fair and talked to four companies. One of them emailed me back for a coffee chat!', tags: 'Internships,Self-Confidence', likedBy: [0, 1, 2, 4, 6], comments: [[1, 'Amazing follow-up skills.']] },
  { by: 4, daysAgo: 12.2, content: 'Weekend without homework for the first time in a month. Hiked, cooked with friends and called home. Rested is productive too.', tags: 'Wellness Habits,Friendships', likedBy: [2, 3] },
  { by: 5, daysAgo: 13.4, content: 'I used to skip meals during exam week. This time I prepped lunches on Sunday and my focus held up all week.', tags: 'Physical Health,Energy & Focus', likedBy: [0, 6] },
  { by: 6, daysAgo: 14.6, content: 'Feeling lonely in a big lecture is real. I started sitting in the same seat and now I have a little group of three.', tags: 'Loneliness,Friendships', likedBy: [1, 2, 4, 5], comments: [[5, 'The same-seat trick really works.']] },
  { by: 0, daysAgo: 16.0, content: 'What I learned this semester: asking for an extension early is not weakness. My professor said yes and thanked me for planning ahead.', tags: 'What I Learned', likedBy: [3, 4] },
  { by: 1, daysAgo: 17.5, content: 'Got through my first presentation without reading from my slides. Practised in front of my cat six times.', tags: 'Self-Confidence', likedBy: [0, 2, 6], comments: [[0, 'The cat deserves credit too.']] },
  { by: 2, daysAgo: 19.0, content: 'After a tough month I finally booked a session with the campus counselling center. Walking in was the hardest part and it was worth it.', tags: 'Resilience,My Comeback Story', anonymous: true, likedBy: [0, 1, 3, 4, 5] },
  { by: 3, daysAgo: 20.5, content: 'Made a playlist just for deep work. When it starts, my brain knows it is study time.', tags: 'Energy & Focus', likedBy: [6] },
  { by: 4, daysAgo: 22.0, content: 'I said no to an extra club role so I could keep my evenings free. Protecting my time felt strange and so good.', tags: 'Time Management,Stress', likedBy: [0, 1] },
  { by: 5, daysAgo: 24.0, content: 'Called my dad to talk about my grades instead of avoiding it. He was more understanding than I expected.', tags: 'Family,Academic Setbacks', likedBy: [2, 3, 4] },
  { by: 6, daysAgo: 26.0, content: 'My first month here: I learned the bus routes, found a quiet library corner and made two friends. Small steps, real progress.', tags: 'First Year,Small Wins', likedBy: [0, 1, 2, 3, 4, 5], comments: [[4, 'Welcome! The quiet corners are the best.']] },
];

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo school's wall: 28 stories of the demo student's classmates over the last four weeks (some
 * anonymous, with tags, likes and comments), so a new student sees a living wall with three pages and the
 * dashboard's spotlight has real wins. Runs only while that wall is empty.
 */
export async function seedDemoStories(deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.nameKey, schoolNameKey(DEMO_SCHOOLS[0]!.name)));
  if (!school) return;
  const [existing] = await db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.schoolId, school.id)).limit(1);
  if (existing) return;

  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  const now = clock.now().getTime();
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        CLASSMATES.map((c) => ({
          email: c.email,
          username: c.email,
          firstName: c.firstName,
          lastName: c.lastName,
          passwordHash,
          emailVerified: true,
          referralCode: `DEMO${randomBytes(4).toString('hex').toUpperCase()}`,
        })),
      )
      .onConflictDoNothing();
    const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, CLASSMATES.map((c) => c.email)));
    const idOf = (index: number) => people.find((p) => p.email === CLASSMATES[index]!.email)!.id;
    for (const person of people) {
      const [profile] = await tx.select({ id: studentProfiles.id }).from(studentProfiles).where(eq(studentProfiles.userId, person.id));
      if (!profile) await tx.insert(studentProfiles).values({ userId: person.id, schoolId: school.id, isCompleted: true, isPaused: true });
      else await tx.update(studentProfiles).set({ schoolId: school.id }).where(and(eq(studentProfiles.id, profile.id)));
    }

    // Likes and comments come a little after their story, never later than now.
    const after = (start: Date, ms: number) => new Date(Math.min(now, start.getTime() + ms));
    for (const story of STORIES) {
      const createdAt = new Date(now - story.daysAgo * DAY_MS);
      const likedBy = story.likedBy ?? [];
      const comments = story.comments ?? [];
      const [post] = await tx
        .insert(communityPosts)
        .values({
          schoolId: school.id,
          userId: idOf(story.by),
          content: story.content,
          isAnonymous: story.anonymous ?? false,
          tags: story.tags ?? '',
          likeCount: likedBy.length,
          commentCount: comments.length,
          createdAt,
        })
        .returning({ id: communityPosts.id });
      if (likedBy.length) {
        await tx.insert(communityPostLikes).values(likedBy.map((by, i) => ({ postId: post!.id, userId: idOf(by), createdAt: after(createdAt, (i + 1) * 20 * 60_000) })));
      }
      for (const [i, [by, text]] of comments.entries()) {
        const at = after(createdAt, (i + 1) * 45 * 60_000);
        await tx.insert(communityComments).values({ postId: post!.id, userId: idOf(by), content: text, createdAt: at, updatedAt: at });
      }
      await addSearchWords(tx, `${story.content} ${(story.tags ?? '').replaceAll(',', ' ')}`);
    }
    await changeWallCount(tx, school.id, STORIES.length, 0);
  });
}
