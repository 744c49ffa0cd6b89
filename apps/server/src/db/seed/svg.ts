import { hashString } from './text.js';

export type Motif = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel' | 'initials' | 'city';

export interface ImageSpec {
  title: string;
  subtitle?: string;
  motif: Motif;
  width: number;
  height: number;
  /** Backdrops under text the web app lays over them: the motif alone, centred. */
  textless?: boolean;
}

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function initials(text: string): string {
  const words = text.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return words.slice(0, 2).map((w) => w[0]).join('').toUpperCase();
}

/** White line art in a 100×100 box. */
function motifPaths(motif: Motif, title: string): string {
  const line = 'fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"';
  switch (motif) {
    case 'food':
      return `<circle cx="50" cy="50" r="38" ${line}/><circle cx="50" cy="50" r="24" fill="#ffffff" fill-opacity="0.25"/>
<path d="M8 20v22M2 20v14a6 6 0 0 0 12 0V20M92 20c-6 4-8 14-8 24h8v36M8 42v38" ${line}/>`;
    case 'grocery':
      return `<path d="M20 34h60l-6 52H26z" ${line}/><path d="M36 34v-8a14 14 0 0 1 28 0v8" ${line}/>
<circle cx="42" cy="56" r="6" fill="#ffffff" fill-opacity="0.5"/><circle cx="58" cy="62" r="8" fill="#ffffff" fill-opacity="0.35"/>`;
    case 'pharmacy':
      return `<circle cx="50" cy="50" r="40" ${line}/><path d="M42 24h16v18h18v16H58v18H42V58H24V42h18z" fill="#ffffff" fill-opacity="0.85"/>`;
    case 'ecommerce':
      return `<path d="M50 12l34 18v40L50 88 16 70V30z" ${line}/><path d="M16 30l34 18 34-18M50 48v40" ${line}/>`;
    case 'parcel':
      return `<rect x="14" y="24" width="72" height="58" rx="6" ${line}/><path d="M14 42h72M42 24v18M58 24v18" ${line}/>
<path d="M24 66h20" ${line}/>`;
    case 'city':
      return `<path d="M6 90V62h14v28M24 90V40h12v50M40 90V20l6-12 6 12v70M56 90V48h14v42M74 90V58h18v32" ${line}/>`;
    case 'initials':
      return `<circle cx="50" cy="50" r="42" fill="#ffffff" fill-opacity="0.2" stroke="#ffffff" stroke-width="4"/>
<text x="50" y="62" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(title))}</text>`;
  }
}

const r1 = (x: number) => Math.round(x * 10) / 10;

/** A gradient in a colour derived from the title, a motif, and the title as text. */
export function renderSvg(spec: ImageSpec): string {
  const { width: w, height: h } = spec;
  const hue = hashString(spec.title) % 360;
  const wide = w >= h * 1.6;
  // Icons are too small for a caption: the motif alone fills them.
  const icon = w <= 128;
  const motifSize = wide ? h * 0.5 : Math.min(w, h) * (icon ? 0.84 : 0.38);
  const motifX = spec.textless ? (w - motifSize) / 2 : wide ? h * 0.3 : (w - motifSize) / 2;
  const motifY = spec.textless ? h * 0.4 - motifSize / 2 : wide ? (h - motifSize) / 2 : icon ? (h - motifSize) / 2 : h * 0.14;
  const textX = wide ? h * 0.3 + motifSize + h * 0.15 : w / 2;
  const anchor = wide ? 'start' : 'middle';
  const maxChars = wide ? Math.max(12, Math.floor((w - textX) / (h * 0.07))) : 16;
  const lines = wrap(spec.title, maxChars, 3);
  const fontSize = Math.round((wide ? h * 0.13 : w * 0.085) * (lines.length > 2 ? 0.85 : 1));
  const firstY = wide ? h / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 : h * 0.66;
  const text = lines
    .map((l, i) => `<tspan x="${r1(textX)}" y="${Math.round(firstY + i * fontSize * 1.2)}">${escapeXml(l)}</tspan>`)
    .join('');
  const subtitle = spec.subtitle && !spec.textless
    ? `<text x="${r1(textX)}" y="${Math.round(firstY + lines.length * fontSize * 1.2 + fontSize * 0.2)}" font-family="sans-serif" font-size="${Math.round(fontSize * 0.55)}" fill="#ffffff" fill-opacity="0.85" text-anchor="${anchor}">${escapeXml(spec.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 0.7, 0.62)}"/><stop offset="1" stop-color="${hsl((hue + 35) % 360, 0.62, 0.36)}"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${r1(w * 0.88)}" cy="${r1(h * 0.1)}" r="${r1(Math.min(w, h) * 0.35)}" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="${r1(w * 0.05)}" cy="${r1(h * 0.95)}" r="${r1(Math.min(w, h) * 0.25)}" fill="#000000" fill-opacity="0.07"/>
<g transform="translate(${r1(motifX)} ${r1(motifY)}) scale(${Math.round(motifSize) / 100})">${motifPaths(spec.motif, spec.title)}</g>
${icon || spec.textless ? '' : `<text font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="${anchor}">${text}</text>`}
${subtitle}
</svg>
`;
}
