import { describe, expect, it, vi } from 'vitest';
import { computeCoverCrop, PROFILE_IMAGE_SIZE, resizeImageToJpeg, type DrawableImage } from './resize-image';

function fakeImage(width: number, height: number): DrawableImage {
  return { naturalWidth: width, naturalHeight: height } as unknown as DrawableImage;
}

/** Just enough of a canvas for the resize: records what is drawn and hands back a blob (or not). */
function fakeCanvas({ hasContext = true, blob = new Blob(['jpeg'], { type: 'image/jpeg' }) as Blob | null } = {}) {
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn(() => (hasContext ? context : null)),
    toBlob: vi.fn((callback: (value: Blob | null) => void, type: string, quality: number) => {
      canvas.lastType = type;
      canvas.lastQuality = quality;
      callback(blob);
    }),
    lastType: '',
    lastQuality: 0,
  };
  return { canvas, context, createCanvas: () => canvas as unknown as HTMLCanvasElement };
}

const file = new Blob(['picture']);

describe('computeCoverCrop', () => {
  it('keeps the shorter side whole and trims the longer one evenly', () => {
    expect(computeCoverCrop(1200, 800)).toEqual({ sx: 200, sy: 0, size: 800 });
    expect(computeCoverCrop(600, 1000)).toEqual({ sx: 0, sy: 200, size: 600 });
    expect(computeCoverCrop(150, 150)).toEqual({ sx: 0, sy: 0, size: 150 });
    expect(computeCoverCrop(101, 100)).toEqual({ sx: 1, sy: 0, size: 100 });
  });
});

describe('resizeImageToJpeg', () => {
  it('draws the centred square onto a 150x150 canvas over white and encodes a JPEG', async () => {
    const image = fakeImage(4000, 3000);
    const { canvas, context, createCanvas } = fakeCanvas();
    const blob = await resizeImageToJpeg(file, { loadImage: async () => image, createCanvas });
    expect(blob.type).toBe('image/jpeg');
    expect([canvas.width, canvas.height]).toEqual([PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE]);
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 150, 150);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.drawImage).toHaveBeenCalledWith(image, 500, 0, 3000, 3000, 0, 0, 150, 150);
    expect(canvas.lastType).toBe('image/jpeg');
  });

  it("says 'Failed to load image. Please try again.' when the file is not a readable image", async () => {
    await expect(resizeImageToJpeg(file, { loadImage: () => Promise.reject(new Error('decode')), createCanvas: fakeCanvas().createCanvas })).rejects.toThrow(
      'Failed to load image. Please try again.',
    );
  });

  it("says 'Canvas not available. Please try again.' without a canvas", async () => {
    await expect(resizeImageToJpeg(file, { loadImage: async () => fakeImage(10, 10), createCanvas: () => null })).rejects.toThrow(
      'Canvas not available. Please try again.',
    );
  });

  it("says 'Canvas context not available. Please try again.' without a 2D context", async () => {
    const { createCanvas } = fakeCanvas({ hasContext: false });
    await expect(resizeImageToJpeg(file, { loadImage: async () => fakeImage(10, 10), createCanvas })).rejects.toThrow(
      'Canvas context not available. Please try again.',
    );
  });

  it("says 'Failed to process the image. Please try again.' when encoding gives nothing or drawing throws", async () => {
    const empty = fakeCanvas({ blob: null });
    await expect(resizeImageToJpeg(file, { loadImage: async () => fakeImage(10, 10), createCanvas: empty.createCanvas })).rejects.toThrow(
      'Failed to process the image. Please try again.',
    );
    const broken = fakeCanvas();
    broken.context.drawImage.mockImplementation(() => {
      throw new Error('tainted');
    });
    await expect(resizeImageToJpeg(file, { loadImage: async () => fakeImage(10, 10), createCanvas: broken.createCanvas })).rejects.toThrow(
      'Failed to process the image. Please try again.',
    );
  });
});
