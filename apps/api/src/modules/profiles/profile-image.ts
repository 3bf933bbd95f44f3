import sharp, { type Metadata } from 'sharp';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_SIZE, profileImageMessages } from '@bloom/contract/profiles';
import { AppError } from '../../platform/errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the file's first bytes announce, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (bytes.length >= 12 && head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

const invalid = (message: string) => AppError.validation({ image: [message] });

/**
 * Turns an uploaded picture into the stored 150x150 JPEG. The bytes must be a JPEG, PNG, WebP or GIF by
 * their signature and by the decoder's reading of the header, of at most 40 megapixels (checked from the
 * header before anything is decoded). Re-encoding also drops whatever else the file carried (EXIF and
 * its location, trailing data of a polyglot file).
 */
export async function toProfileJpeg(bytes: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw invalid(profileImageMessages.notAnImage);

  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so no pixel limit applies here; the check below is ours.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(profileImageMessages.damaged);
  }
  if (metadata.format !== format) throw invalid(profileImageMessages.notAnImage);
  const width = metadata.width;
  // An animated GIF or WebP reports the height of all frames; only the first frame is decoded.
  const height = metadata.pageHeight ?? metadata.height;
  if (!width || !height) throw invalid(profileImageMessages.damaged);
  if (width * height > PROFILE_IMAGE_MAX_PIXELS) throw invalid(profileImageMessages.tooManyPixels);

  try {
    return await sharp(bytes, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalid(profileImageMessages.damaged);
  }
}
