import type { Badge } from '@bloom/contract/gamification';

const SIZE = 1080;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src}`));
    image.src = src;
  });
}

/** Wraps text into lines that fit `width` on the canvas. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The badge as a square PNG to keep or post: its picture, name, what it was earned for, and when. Drawn
 * on a canvas from the badge's own picture (served by Bloom, so the canvas stays exportable).
 */
export async function renderBadgeImage(badge: Pick<Badge, 'name' | 'description' | 'icon_url' | 'earned_at'>): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  const background = context.createLinearGradient(0, 0, SIZE, SIZE);
  background.addColorStop(0, '#fff7ed');
  background.addColorStop(1, '#f0fdfa');
  context.fillStyle = background;
  context.fillRect(0, 0, SIZE, SIZE);

  if (badge.icon_url) context.drawImage(await loadImage(badge.icon_url), SIZE / 2 - 220, 150, 440, 440);
  context.textAlign = 'center';
  context.fillStyle = '#1c2321';
  context.font = '700 72px system-ui, sans-serif';
  context.fillText(badge.name, SIZE / 2, 700);
  context.fillStyle = '#4b5563';
  context.font = '400 40px system-ui, sans-serif';
  wrap(context, badge.description, SIZE - 200).forEach((line, index) => context.fillText(line, SIZE / 2, 780 + index * 52));
  context.fillStyle = '#0f766e';
  context.font = '600 36px system-ui, sans-serif';
  const earned = badge.earned_at ? new Date(badge.earned_at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : '';
  context.fillText(earned ? `Earned on Bloom · ${earned}` : 'Earned on Bloom', SIZE / 2, 990);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not make the image'))), 'image/png'));
}

/** Saves a blob as a file, as a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const badgeFileName = (name: string) => `bloom-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-badge.png`;

/** What a student posts about an achievement. */
export const achievementText = (badge: Pick<Badge, 'name' | 'description'>) =>
  `I just earned the ${badge.name} badge on Bloom: ${badge.description}. Proud of this step in my growth! #Bloom #StudentWellbeing`;

/** The professional network's share page with the text filled in. */
export const linkedInShareUrl = (text: string) => `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(text)}`;
