import { emojiDataUri, type Emoji } from './art.js';
import { hashString } from './text.js';

/**
 * product: one emoji on a light backdrop, like a packshot (items).
 * tile: one emoji on a strong colour with a shape behind it (categories, brands, logos, icons).
 * scene: several emoji spread over a wide gradient (covers, banners, backdrops).
 */
export type Style = 'product' | 'tile' | 'scene';

export interface ImageSpec {
  style: Style;
  /** What the picture shows, the main one first; a scene uses up to five. */
  emoji: readonly Emoji[];
  /** Chooses the colours and the shapes: a store's name gives its logo and cover the same colours. */
  palette: string;
  /** Chooses what varies between pictures of one palette (a product's tint, a logo's shape); the palette when absent. */
  variant?: string;
  width: number;
  height: number;
  /** The web app lays text over the lower part: the picture keeps it calm. */
  overlay?: boolean;
  /** The web app may crop a scene to this width / height around its centre: the main emoji stay inside. */
  focus?: number;
}

/** [hue, saturation]: colours that read as a brand, not as a rainbow step. */
const PALETTES: readonly (readonly [number, number])[] = [
  [4, 0.78], [18, 0.85], [32, 0.9], [45, 0.92], [88, 0.55], [142, 0.5], [160, 0.6], [174, 0.65],
  [188, 0.7], [200, 0.75], [214, 0.7], [228, 0.6], [248, 0.55], [266, 0.55], [286, 0.5], [312, 0.55],
  [334, 0.7], [350, 0.75],
];

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

interface Colours {
  hue: number;
  sat: number;
}

/** Colours with a meaning: the app's own green (the web's brand colour) and one per module. */
const NAMED: Record<string, readonly [number, number]> = {
  brand: [153, 0.88],
  'module:food': [18, 0.85],
  'module:grocery': [142, 0.5],
  'module:pharmacy': [188, 0.7],
  'module:ecommerce': [266, 0.55],
  'module:parcel': [38, 0.9],
};

/** Which of the colours a palette name gets: two pictures of one index look alike. */
export function paletteIndex(palette: string): number {
  return NAMED[palette] ? -1 - Object.keys(NAMED).indexOf(palette) : hashString(palette) % PALETTES.length;
}

function coloursOf(palette: string): Colours {
  const [hue, sat] = NAMED[palette] ?? (PALETTES[hashString(palette) % PALETTES.length] as readonly [number, number]);
  return { hue, sat };
}

function placed(name: Emoji, cx: number, cy: number, size: number, rotate = 0, shadow = true): string {
  const transform = rotate ? ` transform="rotate(${rotate} ${r1(cx)} ${r1(cy)})"` : '';
  return `<image href="${emojiDataUri(name)}" x="${r1(cx - size / 2)}" y="${r1(cy - size / 2)}" width="${r1(size)}" height="${r1(size)}"${shadow ? ' filter="url(#shadow)"' : ''}${transform}/>`;
}

function shadowFilter(size: number): string {
  return `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${r1(size * 0.03)}" stdDeviation="${r1(size * 0.035)}" flood-color="#1f1300" flood-opacity="0.28"/></filter>`;
}

function product(spec: ImageSpec, c: Colours): string {
  const { width: w, height: h } = spec;
  const s = Math.min(w, h);
  // Each product of a category has the category's colour, shifted a little so that neighbours differ.
  const hue = (c.hue + (hashString(spec.variant ?? spec.palette) % 41) - 20 + 360) % 360;
  const size = s * 0.64;
  // The ingredient sits bottom left: the web's cards keep the other corners for badges and buttons.
  const main = spec.emoji[0] as Emoji;
  const garnish = spec.emoji[1];
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">
<stop offset="0" stop-color="${hsl(hue, 0.7, 0.97)}"/><stop offset="0.6" stop-color="${hsl(hue, c.sat * 0.8, 0.9)}"/><stop offset="1" stop-color="${hsl(hue, c.sat * 0.7, 0.8)}"/>
</radialGradient>${shadowFilter(size)}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${r1(w / 2)}" cy="${r1(h * 0.47)}" r="${r1(s * 0.4)}" fill="#ffffff" fill-opacity="0.55"/>
<ellipse cx="${r1(w / 2)}" cy="${r1(h * 0.83)}" rx="${r1(s * 0.26)}" ry="${r1(s * 0.035)}" fill="${hsl(hue, 0.4, 0.3)}" fill-opacity="0.16"/>
${placed(main, garnish ? w * 0.54 : w / 2, h * 0.47, size)}${garnish ? `\n${placed(garnish, w * 0.22, h * 0.72, s * 0.3, -12)}` : ''}`;
}

/** Shapes behind a tile's emoji; which one is the logo's own, chosen by its variant. */
function tileShape(kind: number, w: number, h: number, light: string, dark: string): string {
  const s = Math.min(w, h);
  switch (kind % 4) {
    case 0:
      return `<circle cx="${r1(w / 2)}" cy="${r1(h / 2)}" r="${r1(s * 0.38)}" fill="${light}" fill-opacity="0.32"/>`;
    case 1:
      return `<rect x="${r1(w * 0.16)}" y="${r1(h * 0.16)}" width="${r1(w * 0.68)}" height="${r1(h * 0.68)}" rx="${r1(s * 0.16)}" fill="${light}" fill-opacity="0.28" transform="rotate(-8 ${r1(w / 2)} ${r1(h / 2)})"/>`;
    case 2:
      return `<circle cx="${r1(w * 0.82)}" cy="${r1(h * 0.14)}" r="${r1(s * 0.36)}" fill="${light}" fill-opacity="0.3"/><circle cx="${r1(w * 0.1)}" cy="${r1(h * 0.92)}" r="${r1(s * 0.28)}" fill="${dark}" fill-opacity="0.25"/>`;
    default:
      return `<circle cx="${r1(w / 2)}" cy="${r1(h / 2)}" r="${r1(s * 0.4)}" fill="none" stroke="${light}" stroke-opacity="0.45" stroke-width="${r1(s * 0.045)}"/>`;
  }
}

function tile(spec: ImageSpec, c: Colours): string {
  const { width: w, height: h } = spec;
  const s = Math.min(w, h);
  const icon = s <= 128;
  const size = s * (icon ? 0.78 : 0.6);
  const light = hsl(c.hue, c.sat, 0.8);
  const dark = hsl((c.hue + 20) % 360, c.sat, 0.3);
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(c.hue, c.sat, 0.6)}"/><stop offset="1" stop-color="${hsl((c.hue + 18) % 360, c.sat, 0.42)}"/>
</linearGradient>${shadowFilter(size)}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${icon ? '' : tileShape(hashString(spec.variant ?? spec.palette), w, h, light, dark)}
${placed(spec.emoji[0] as Emoji, w / 2, h / 2, size, 0, !icon)}`;
}

/** Places in a wide picture as [x, y] in widths and heights, size in heights, and a tilt; the main emoji first. */
const SCENE_SLOTS: readonly (readonly [number, number, number, number])[] = [
  [0.5, 0.5, 0.64, 0],
  [0.29, 0.56, 0.44, -10],
  [0.71, 0.54, 0.46, 9],
  [0.11, 0.4, 0.32, -16],
  [0.89, 0.42, 0.34, 14],
];

function scene(spec: ImageSpec, c: Colours): string {
  const { width: w, height: h } = spec;
  // Narrow scenes hold three emoji, closer together; wide ones five. A scene cropped to its centre keeps
  // three there and shows the other two only outside it.
  const fw = spec.focus ? Math.min(1, (h * spec.focus) / w) : 1;
  const squat = w / h < 2.4 || fw < 1;
  const near = SCENE_SLOTS.slice(0, 3).map(([x, y, s, r]) => [0.5 + (x - 0.5) * 1.55 * fw, y, s, r] as const);
  const slots = squat ? (fw < 1 ? [...near, ...SCENE_SLOTS.slice(3)] : near) : SCENE_SLOTS;
  const lift = spec.overlay ? 0.82 : 1;
  const emoji = spec.emoji.slice(0, slots.length);
  const variant = hashString(spec.variant ?? spec.palette);
  const light = hsl(c.hue, c.sat, 0.78);
  const deep = hsl((c.hue + 24) % 360, c.sat, 0.34);
  const dots = Array.from({ length: 7 }, (_, i) => {
    const x = ((variant >> i) % 97) / 97;
    const y = ((variant >> (i + 3)) % 89) / 89;
    return `<circle cx="${r1(w * x)}" cy="${r1(h * y)}" r="${r1(h * (0.012 + (i % 3) * 0.008))}" fill="#ffffff" fill-opacity="0.35"/>`;
  }).join('');
  // Drawn back to front: the side emoji first, the main one on top.
  const pictures = emoji
    .map((name, i) => {
      const [x, y, s, r] = slots[i] as readonly [number, number, number, number];
      return placed(name, w * x, h * y * lift, h * s, r);
    })
    .reverse()
    .join('\n');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(c.hue, c.sat, 0.62)}"/><stop offset="1" stop-color="${hsl((c.hue + 28) % 360, c.sat, 0.4)}"/>
</linearGradient><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
</radialGradient>${shadowFilter(h * 0.6)}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${r1(w * (variant % 2 ? 0.86 : 0.14))}" cy="${r1(h * 0.05)}" r="${r1(h * 0.55)}" fill="${light}" fill-opacity="0.3"/>
<circle cx="${r1(w * (variant % 2 ? 0.08 : 0.92))}" cy="${r1(h * 1.02)}" r="${r1(h * 0.45)}" fill="${deep}" fill-opacity="0.3"/>
<ellipse cx="${r1(w / 2)}" cy="${r1(h * 0.5 * lift)}" rx="${r1(h * 0.75)}" ry="${r1(h * 0.5)}" fill="url(#glow)"/>
${dots}
${pictures}`;
}

/** The picture as SVG: emoji from the Fluent Emoji 3D set on drawn colours, and no words. */
export function renderSvg(spec: ImageSpec): string {
  if (spec.emoji.length === 0) throw new Error('a picture needs an emoji');
  const c = coloursOf(spec.palette);
  const body = spec.style === 'product' ? product(spec, c) : spec.style === 'tile' ? tile(spec, c) : scene(spec, c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">
${body}
</svg>
`;
}
