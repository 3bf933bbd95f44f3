import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@bloom/db/client';
import type { Clock } from '../../platform/clock';
import type { FrameSources } from '../../platform/security-headers';
import { listResourceLinks } from './schools.repository';

/**
 * How long a page may be served with the frame origins read last. The operator tool changes a school's
 * resource link from another process (and several servers may share one PostgreSQL), so each process
 * re-reads the links on its own after this long; docs/decisions/0028.
 */
export const FRAMED_ORIGINS_TTL_MS = 30_000;

/** The origin of an http(s) link, or null for anything a frame could not show. */
export function frameOriginOf(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface FramedOrigins extends FrameSources {
  /** Reads the links now; the server calls it once before it answers its first request. */
  refresh(): Promise<void>;
}

/**
 * The origins Bloom's pages may frame: every school's resource link (shown on /campus-resources) and the
 * provider's blog (/resources). `current()` answers from memory on every page request; when the list is
 * older than the TTL it starts one re-read in the background and keeps answering with the old list
 * until that read is done. A failed read keeps the old list and is tried again after the next TTL.
 */
export function createFramedOrigins(options: { db: Db; clock: Clock; fixedLinks: string[]; log: FastifyBaseLogger; ttlMs?: number }): FramedOrigins {
  const ttlMs = options.ttlMs ?? FRAMED_ORIGINS_TTL_MS;
  const toOrigins = (links: string[]) => [...new Set(links.map(frameOriginOf).filter((o): o is string => o !== null))].sort();
  let origins: readonly string[] = toOrigins(options.fixedLinks);
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    readAt = options.clock.now().getTime();
    try {
      const next = toOrigins([...options.fixedLinks, ...(await listResourceLinks(options.db))]);
      // Same list, same array: the security headers rebuild their CSP only when this changes.
      if (next.join(' ') !== origins.join(' ')) origins = next;
    } catch (error) {
      options.log.warn({ err: error }, 'could not read the schools’ resource links; keeping the frame origins read before');
    }
  }

  function refresh(): Promise<void> {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    refresh,
    current() {
      if (options.clock.now().getTime() - readAt >= ttlMs) void refresh();
      return origins;
    },
  };
}
