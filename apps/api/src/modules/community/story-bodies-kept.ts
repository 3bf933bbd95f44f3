import type { Db } from '@bloom/db/client';
import { keepBounded, perDatabase } from '../../platform/kept-map';
import { storyJsonParts, type StoryJsonParts } from './community-presenter';
import { findStoryBodies, type StoryBody } from './posts.repository';

/** How long a story's unchanging part is kept; its author's new name shows in other processes within this time. */
const BODY_KEPT_MS = 60_000;
/** Past this many kept stories, the oldest half is let go. */
const MAX_KEPT = 5_000;

/** A story's unchanging part, and the same written as JSON around its counts. */
export interface KeptStory {
  body: StoryBody;
  json: StoryJsonParts;
}

interface Kept extends KeptStory {
  until: number;
}

const keptOf = perDatabase<Db, number, Kept>();

/**
 * Stories are never edited, so what a page shows of a story apart from its counts (title, text, tags,
 * author) is kept in memory (decision 0039), already written as JSON: a page reads only which stories it
 * holds and their live counts, and the rest of the few new ones. An author's name changed in this process
 * shows at once (`forgetAuthor`); one changed in another process within a minute.
 */
export const storyBodiesKept = {
  /** The stories of `ids` in that order, leaving out stories deleted since. */
  async stories(db: Db, ids: readonly number[], now: Date): Promise<KeptStory[]> {
    const kept = keptOf(db);
    const at = now.getTime();
    const found = new Map<number, KeptStory>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = kept.get(id);
      if (entry && entry.until > at) found.set(id, entry);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const id of missing) kept.delete(id);
      for (const body of await findStoryBodies(db, missing)) {
        const entry = { body, json: storyJsonParts(body), until: at + BODY_KEPT_MS };
        found.set(body.id, entry);
        keepBounded(kept, body.id, entry, MAX_KEPT);
      }
    }
    return ids.flatMap((id) => {
      const story = found.get(id);
      return story ? [story] : [];
    });
  },
  forgetAuthor(db: Db, userId: number): void {
    const kept = keptOf(db);
    for (const [id, { body }] of kept) if (body.userId === userId) kept.delete(id);
  },
};
