import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StudentSession } from './accounts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG made on the spot: a landscape picture with a coloured square in the middle, so a
 * cover-crop to a square has something to keep.
 */
export function makePng(width = 320, height = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const isCentre = Math.abs(x - width / 2) < height / 4 && Math.abs(y - height / 2) < height / 4;
      row.set(isCentre ? [234, 88, 12] : [15, 118, 110], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function apiJson<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, token: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Finishes onboarding and the walkthrough through the API, as the two screens would (at `schoolId` when given). */
export async function completeOnboardingThroughApi(
  request: APIRequestContext,
  session: StudentSession,
  { schoolId }: { schoolId?: number } = {},
): Promise<{ profileId: number }> {
  const [profile] = await apiJson<{ id: number; schoolId: number; user: { first_name: string; last_name: string } }[]>(
    request,
    'GET',
    '/api/student-profiles/',
    session.access,
  );
  if (!profile) throw new Error('no profile');
  await apiJson(request, 'PUT', `/api/student-profiles/${profile.id}/`, session.access, {
    user: { first_name: profile.user.first_name, last_name: profile.user.last_name },
    schoolId: schoolId ?? profile.schoolId,
    degree: 'bachelors',
    course: 'Biology',
    state: 'Oregon',
    city: 'Portland',
    language_preference: 'English',
    identify_as: 'multiracial',
    sex: 'female',
    is_international: false,
    is_completed: true,
  });
  await apiJson(request, 'POST', '/api/growth-areas/', session.access, {
    student_profile: profile.id,
    growth_area_id: 'stress,sleep',
    initial_confidence_level: 'low',
  });
  return { profileId: profile.id };
}

/** Keeps the first-visit phone menu and the guided tour out of the way of a test about something else. */
export async function skipShellIntroductions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('firstDashboardVisit', 'true');
    localStorage.setItem('dashboardTourCompleted', 'true');
  });
}
