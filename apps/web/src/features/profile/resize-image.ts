/** The stored profile picture is a 150x150 JPEG (spec section 9). */
export const PROFILE_IMAGE_SIZE = 150;
const JPEG_QUALITY = 0.9;

export const pictureMessages = {
  noFile: 'Please select a file to upload',
  canvasUnavailable: 'Canvas not available. Please try again.',
  contextUnavailable: 'Canvas context not available. Please try again.',
  processFailed: 'Failed to process the image. Please try again.',
  loadFailed: 'Failed to load image. Please try again.',
  uploadFailed: 'Failed to upload profile picture. Please try again.',
  uploaded: 'Profile picture uploaded successfully!',
} as const;

/** A failure whose message is one of the spec's picture messages, ready to show. */
export class ImageProcessingError extends Error {}

export interface CropArea {
  sx: number;
  sy: number;
  size: number;
}

/**
 * The centred square to draw, so the picture covers the whole square without being squashed: the
 * shorter side is kept whole and the longer one is trimmed evenly on both ends.
 */
export function computeCoverCrop(width: number, height: number): CropArea {
  const size = Math.min(width, height);
  return { sx: Math.round((width - size) / 2), sy: Math.round((height - size) / 2), size };
}

export type DrawableImage = CanvasImageSource & { naturalWidth: number; naturalHeight: number };

/** Decodes the chosen file as an image in the browser. */
export function loadImageFile(file: Blob): Promise<DrawableImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve(image);
      else reject(new ImageProcessingError(pictureMessages.loadFailed));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ImageProcessingError(pictureMessages.loadFailed));
    };
    image.src = url;
  });
}

export interface ResizeDeps {
  loadImage?: (file: Blob) => Promise<DrawableImage>;
  createCanvas?: () => HTMLCanvasElement | null;
}

/**
 * Resizes a chosen picture to the 150x150 JPEG the server stores, cropping to cover the square. Sending
 * a few kilobytes instead of a phone photo keeps the upload quick on a campus network.
 */
export async function resizeImageToJpeg(file: Blob, deps: ResizeDeps = {}): Promise<Blob> {
  const { loadImage = loadImageFile, createCanvas = () => document.createElement('canvas') } = deps;
  let image: DrawableImage;
  try {
    image = await loadImage(file);
  } catch {
    throw new ImageProcessingError(pictureMessages.loadFailed);
  }
  const canvas = createCanvas();
  if (!canvas) throw new ImageProcessingError(pictureMessages.canvasUnavailable);
  canvas.width = PROFILE_IMAGE_SIZE;
  canvas.height = PROFILE_IMAGE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageProcessingError(pictureMessages.contextUnavailable);

  const { sx, sy, size } = computeCoverCrop(image.naturalWidth, image.naturalHeight);
  const blob = await new Promise<Blob | null>((resolve) => {
    try {
      // JPEG has no transparency: a see-through PNG gets a white background rather than a black one.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);
      context.drawImage(image, sx, sy, size, size, 0, 0, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
  if (!blob) throw new ImageProcessingError(pictureMessages.processFailed);
  return blob;
}
