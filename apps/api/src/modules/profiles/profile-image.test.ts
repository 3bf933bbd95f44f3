import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProfiles } from '@bloom/db/schema';
import { createTestApp, type TestContext } from '../../test/helper';
import { sniffImageFormat } from './profile-image';
import { createTestStudent, type TestStudent } from './test-students';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

const BOUNDARY = '----bloom-test-boundary-7d1f';

function multipartHead(part: Part): string {
  const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
}

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(multipartHead(part)), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartHeaders = (student: TestStudent) => ({ ...student.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

function upload(student: TestStudent, image: Part | null, userId: string | number | null = student.userId) {
  const parts: Part[] = [];
  if (image) parts.push(image);
  if (userId !== null) parts.push({ name: 'user_id', data: String(userId) });
  return ctx.app.inject({ method: 'POST', url: '/api/upload-student-profile-image/', headers: multipartHeaders(student), payload: multipart(parts) });
}

const imagePart = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): Part => ({ name: 'image', data, filename, contentType });

const makeImage = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

/** A valid PNG signature and header announcing width x height, with one tiny data chunk: no pixels to speak of. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(3 * width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const imageDir = () => path.join(ctx.config.mediaDir, 'profile-images');
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(imageDir())).sort();
  } catch {
    return [];
  }
}
async function profileImageUrl(student: TestStudent) {
  const [row] = await ctx.deps.db.select().from(studentProfiles).where(eq(studentProfiles.id, student.profileId));
  return row!.imageUrl;
}

describe('sniffImageFormat', () => {
  it('reads the signature, not the name', async () => {
    expect(sniffImageFormat(await makeImage('jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await makeImage('png'))).toBe('png');
    expect(sniffImageFormat(await makeImage('webp'))).toBe('webp');
    expect(sniffImageFormat(await makeImage('gif'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/upload-student-profile-image/', () => {
  it('re-encodes a JPEG to a 150x150 JPEG under /media, saves the url and serves it', async () => {
    const student = await createTestStudent(ctx);
    const res = await upload(student, imagePart(await makeImage('jpeg', 800, 400)));
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/media/profile-images/${student.userId}-[0-9a-f-]{36}\\.jpg$`));
    expect(await profileImageUrl(student)).toBe(url);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 150, height: 150 });

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/student-profiles/', headers: student.auth });
    expect(profile.json()[0].url).toBe(url);
  });

  it('accepts PNG (with transparency), WebP and GIF, and deletes the picture each one replaces', async () => {
    const student = await createTestStudent(ctx);
    const urls: string[] = [];
    for (const format of ['png', 'webp', 'gif'] as const) {
      const res = await upload(student, imagePart(await makeImage(format), `me.${format}`, `image/${format}`));
      expect(res.statusCode).toBe(200);
      urls.push(res.json().url);
    }
    const mine = (await storedFiles()).filter((f) => f.startsWith(`${student.userId}-`));
    expect(mine).toEqual([path.basename(urls[2]!)]);
    expect(await profileImageUrl(student)).toBe(urls[2]);
  });

  it('limits a student to 20 uploads an hour', async () => {
    const student = await createTestStudent(ctx);
    const jpeg = await makeImage('jpeg', 160, 160);
    for (let i = 0; i < 20; i += 1) expect((await upload(student, imagePart(jpeg))).statusCode).toBe(200);
    const urlBefore = await profileImageUrl(student);
    const res = await upload(student, imagePart(jpeg));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ detail: 'Too many picture uploads. Please try again later.' });
    expect(await profileImageUrl(student)).toBe(urlBefore);
    expect((await storedFiles()).filter((f) => f.startsWith(`${student.userId}-`))).toHaveLength(1);
  });

  describe('refuses bad input with a clear 4xx and stores nothing', () => {
    let student: TestStudent;
    let filesBefore: string[];
    let urlBefore: string | null;
    beforeAll(async () => {
      student = await createTestStudent(ctx);
      const res = await upload(student, imagePart(await makeImage('jpeg')));
      expect(res.statusCode).toBe(200);
    });

    async function expectNothingStored() {
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await profileImageUrl(student)).toBe(urlBefore);
    }
    /** The upload with any body under any declared content type. */
    const postRaw = (contentType: string, payload: string | Buffer) =>
      ctx.app.inject({ method: 'POST', url: '/api/upload-student-profile-image/', headers: { ...student.auth, 'content-type': contentType }, payload });

    async function snapshot() {
      filesBefore = await storedFiles();
      urlBefore = await profileImageUrl(student);
    }

    it('a text file', async () => {
      await snapshot();
      const res = await upload(student, imagePart(Buffer.from('just some notes\n'), 'notes.txt', 'text/plain'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ image: ['Upload a valid image: a JPEG, PNG, WebP or GIF file.'] });
      await expectNothingStored();
    });

    it('an SVG', async () => {
      await snapshot();
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      const res = await upload(student, imagePart(Buffer.from(svg), 'me.svg', 'image/svg+xml'));
      expect(res.statusCode).toBe(400);
      expect(res.json().image).toEqual(['Upload a valid image: a JPEG, PNG, WebP or GIF file.']);
      await expectNothingStored();
    });

    it('an HTML file named .jpg', async () => {
      await snapshot();
      const res = await upload(student, imagePart(Buffer.from('<!doctype html><script>alert(1)</script>'), 'me.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(400);
      expect(res.json().image).toEqual(['Upload a valid image: a JPEG, PNG, WebP or GIF file.']);
      await expectNothingStored();
    });

    it('a truncated JPEG', async () => {
      await snapshot();
      const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
      const res = await upload(student, imagePart(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))));
      expect(res.statusCode).toBe(400);
      expect(res.json().image).toEqual(['The image could not be read: the file is damaged or incomplete.']);
      await expectNothingStored();
    });

    it('JPEG signature followed by garbage', async () => {
      await snapshot();
      const res = await upload(student, imagePart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')])));
      expect(res.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('a 20000x20000 image, refused from its header before decoding', async () => {
      await snapshot();
      const png = pngHeaderClaiming(20000, 20000);
      expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20000, height: 20000 });
      const started = Date.now();
      const res = await upload(student, imagePart(png, 'huge.png', 'image/png'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ image: ['The image must be at most 40 megapixels.'] });
      expect(Date.now() - started).toBeLessThan(5000);
      await expectNothingStored();
    });

    it('a 50 MB body announced by its length', async () => {
      await snapshot();
      const res = await upload(student, imagePart(Buffer.alloc(50 * 1024 * 1024, 0xff)));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ image: ['The image must be at most 5 MB.'] });
      await expectNothingStored();
    });

    it('a 50 MB body streamed without a length', async () => {
      await snapshot();
      const head = Buffer.concat([
        Buffer.from(multipartHead({ name: 'user_id', data: '' })),
        Buffer.from(`${student.userId}\r\n`),
        Buffer.from(multipartHead(imagePart(Buffer.alloc(0)))),
      ]);
      async function* body() {
        yield head;
        const chunk = Buffer.alloc(1024 * 1024, 0xd8);
        for (let i = 0; i < 50; i += 1) yield chunk;
        yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      }
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload-student-profile-image/',
        headers: multipartHeaders(student),
        payload: Readable.from(body()),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ image: ['The image must be at most 5 MB.'] });
      await expectNothingStored();
    });

    it("another student's user_id (403)", async () => {
      await snapshot();
      const other = await createTestStudent(ctx);
      const res = await upload(student, imagePart(await makeImage('jpeg')), other.userId);
      expect(res.statusCode).toBe(403);
      await expectNothingStored();
      expect(await profileImageUrl(other)).toBeNull();
    });

    it('a missing or malformed user_id, or no file', async () => {
      await snapshot();
      const missing = await upload(student, imagePart(await makeImage('jpeg')), null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ user_id: ['This field is required.'] });
      const malformed = await upload(student, imagePart(await makeImage('jpeg')), '12abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ user_id: ['A valid integer is required.'] });
      const noFile = await upload(student, null);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ image: ['No file was submitted.'] });
      await expectNothingStored();
    });

    it('a body that is not multipart: 415', async () => {
      await snapshot();
      const bodies = [
        { payload: JSON.stringify({ image: 'data:image/png;base64,AAAA', user_id: student.userId }), contentType: 'application/json' },
        { payload: 'image=x', contentType: 'application/x-www-form-urlencoded' },
        { payload: 'hello', contentType: 'text/plain' },
        { payload: await makeImage('jpeg'), contentType: 'image/jpeg' },
      ];
      for (const body of bodies) {
        const res = await postRaw(body.contentType, body.payload);
        expect(res.statusCode, body.contentType).toBe(415);
        expect(res.json(), body.contentType).toEqual({ detail: 'Unsupported media type in request.', code: 'unsupported_media_type' });
      }
      await expectNothingStored();
    });

    it('malformed multipart: 400, never a 5xx', async () => {
      await snapshot();
      const good = multipart([imagePart(await makeImage('jpeg')), { name: 'user_id', data: String(student.userId) }]);
      const cases: { name: string; contentType: string; payload: Buffer }[] = [
        { name: 'no boundary parameter', contentType: 'multipart/form-data', payload: good },
        { name: 'the wrong boundary', contentType: 'multipart/form-data; boundary=not-the-one', payload: good },
        { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: good },
        { name: 'a truncated body', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: good.subarray(0, Math.floor(good.length / 2)) },
        { name: 'a body cut inside the first header', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: good.subarray(0, 30) },
        { name: 'random bytes', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)) },
        { name: 'an empty body', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.alloc(0) },
        {
          name: 'a part without a header',
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          payload: Buffer.from(`--${BOUNDARY}\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`),
        },
        {
          name: 'a malformed part header',
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`),
        },
      ];
      for (const item of cases) {
        const res = await postRaw(item.contentType, item.payload);
        expect(res.statusCode, `${item.name}: ${res.body}`).toBe(400);
        expect(res.headers['content-type'], item.name).toMatch(/application\/json/);
      }
      await expectNothingStored();
    });

    it('no sign-in', async () => {
      await snapshot();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload-student-profile-image/',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipart([imagePart(await makeImage('jpeg')), { name: 'user_id', data: String(student.userId) }]),
      });
      expect(res.statusCode).toBe(401);
      await expectNothingStored();
    });
  });
});
