import sharp from 'sharp';

export const COACH_PHOTO_SIZE = 256;

export interface AvatarLook {
  from: string;
  to: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly';
}

const hairShapes: Record<AvatarLook['hairStyle'], { back: string; top: string }> = {
  short: { back: '', top: '<path d="M82 110 C76 34 180 34 174 110 C166 84 132 76 104 86 C94 90 86 98 82 110 Z"/>' },
  long: {
    back: '<path d="M74 112 C70 56 186 56 182 112 L188 184 C160 196 96 196 68 184 Z"/>',
    top: '<path d="M80 116 C74 34 182 34 176 116 C164 84 124 74 100 90 C90 97 84 104 80 116 Z"/>',
  },
  bun: {
    back: '<circle cx="128" cy="50" r="20"/>',
    top: '<path d="M82 110 C76 34 180 34 174 110 C162 86 140 80 128 82 C116 80 94 86 82 110 Z"/>',
  },
  curly: {
    back: '',
    top: '<g><circle cx="92" cy="88" r="16"/><circle cx="110" cy="70" r="18"/><circle cx="134" cy="64" r="19"/><circle cx="156" cy="74" r="17"/><circle cx="168" cy="94" r="14"/><circle cx="88" cy="106" r="10"/></g>',
  },
};

/** A friendly, text-free portrait (fonts are not guaranteed on a server, shapes are). */
export function avatarSvg(look: AvatarLook): string {
  const hair = hairShapes[look.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COACH_PHOTO_SIZE}" height="${COACH_PHOTO_SIZE}" viewBox="0 0 256 256">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#bg)"/>
<circle cx="208" cy="48" r="64" fill="#ffffff" opacity="0.14"/>
<circle cx="36" cy="226" r="48" fill="#ffffff" opacity="0.10"/>
<g fill="${look.hair}">${hair.back}</g>
<path d="M44 256 C44 198 86 170 128 170 C170 170 212 198 212 256 Z" fill="${look.shirt}"/>
<path d="M110 170 L128 196 L146 170 Z" fill="#ffffff" opacity="0.35"/>
<rect x="113" y="138" width="30" height="38" rx="12" fill="${look.skin}"/>
<ellipse cx="128" cy="110" rx="42" ry="48" fill="${look.skin}"/>
<g fill="${look.hair}">${hair.top}</g>
<ellipse cx="112" cy="118" rx="5" ry="3" fill="#000000" opacity="0.10"/>
<ellipse cx="144" cy="118" rx="5" ry="3" fill="#000000" opacity="0.10"/>
</svg>`;
}

export async function renderAvatarJpeg(look: AvatarLook): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(look))).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

/** Any image an operator supplies becomes a square JPEG, which also drops whatever else the file carried. */
export async function normaliseCoachPhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(COACH_PHOTO_SIZE, COACH_PHOTO_SIZE, { fit: 'cover' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
