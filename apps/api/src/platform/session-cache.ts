import type { AuthSession } from './tokens';

/** How long a checked access token is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/**
 * After a sign-in or a user's sign-ins end, nothing about them is cached for this long: a request that
 * read the database just before the ending committed cannot put the old answer back.
 */
const QUARANTINE_MS = 10_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  session: AuthSession;
  expiresAt: number;
}

/**
 * The access tokens this process checked recently (signature and a live, verified sign-in), so that the
 * reads of a page view cost no token query (issue 15, decision 0039). Only sign-ins of verified accounts
 * are kept: verifying is the one change that grants more, and it is never cached.
 *
 * Every ending of a sign-in (logout, a replayed refresh token, a password reset, an account deletion)
 * reaches the cache twice: at once in the process that ended it (`forgetSession`, `forgetUser`) and, in
 * every process, from the database's notice after it commits (`applyNotice`, database-notices.ts). While
 * that channel is down the cache holds nothing (`setEnabled(false)`).
 */
export interface SessionCache {
  /** The generation to pass to `remember`: read it before asking the database. */
  generation(): number;
  get(token: string, now: number): AuthSession | undefined;
  /** Keeps a checked token unless an ending happened since `generation` was read. */
  remember(token: string, session: AuthSession, tokenExpiresAt: number, generation: number, now: number): void;
  forgetSession(sessionId: string, now: number): void;
  forgetUser(userId: number, now: number): void;
  setEnabled(isEnabled: boolean): void;
  /** A `signInEnded` notice from the database: `s:<session id>` or `u:<user id>`. */
  applyNotice(payload: string, now: number): void;
}

export function createSessionCache(): SessionCache {
  const entries = new Map<string, Entry>();
  const quarantinedSessions = new Map<string, number>();
  const quarantinedUsers = new Map<number, number>();
  let currentGeneration = 0;
  let isEnabled = true;

  function quarantine<K>(map: Map<K, number>, key: K, now: number): void {
    if (map.size > 1_000) for (const [k, until] of map) if (until <= now) map.delete(k);
    map.set(key, now + QUARANTINE_MS);
  }

  function forgetWhere(matches: (session: AuthSession) => boolean): void {
    currentGeneration += 1;
    for (const [token, entry] of entries) if (matches(entry.session)) entries.delete(token);
  }

  function isQuarantined(session: AuthSession, now: number): boolean {
    return (quarantinedSessions.get(session.sessionId) ?? 0) > now || (quarantinedUsers.get(session.userId) ?? 0) > now;
  }

  return {
    generation: () => currentGeneration,
    get(token, now) {
      if (!isEnabled) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry.session;
    },
    remember(token, session, tokenExpiresAt, generation, now) {
      if (!isEnabled || generation !== currentGeneration || !session.isEmailVerified || isQuarantined(session, now)) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(token, { session, expiresAt: Math.min(tokenExpiresAt, now + SESSION_CACHE_TTL_MS) });
    },
    forgetSession(sessionId, now) {
      quarantine(quarantinedSessions, sessionId, now);
      forgetWhere((session) => session.sessionId === sessionId);
    },
    forgetUser(userId, now) {
      quarantine(quarantinedUsers, userId, now);
      forgetWhere((session) => session.userId === userId);
    },
    applyNotice(payload, now) {
      if (payload.startsWith('s:')) this.forgetSession(payload.slice(2), now);
      else if (payload.startsWith('u:')) this.forgetUser(Number(payload.slice(2)), now);
    },
    setEnabled(enabled) {
      isEnabled = enabled;
      forgetWhere(() => true);
    },
  };
}
