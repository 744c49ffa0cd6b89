import fs from 'node:fs';
import EMOJI_FILES from './art/emoji.json' with { type: 'json' };

/** A Fluent Emoji 3D picture in ./art (copied there by scripts/make-demo-art.mjs). */
export type Emoji = keyof typeof EMOJI_FILES;

export const EMOJI_NAMES = Object.keys(EMOJI_FILES) as Emoji[];

// Next to this module in the sources, and in dist/art next to the bundle (apps/server/build.mjs copies it).
const ART_DIR = new URL('./art/', import.meta.url);
const dataUris = new Map<Emoji, string>();

/** The picture as a data URI that an SVG can embed: a picture in an <img> loads nothing else. */
export function emojiDataUri(name: Emoji): string {
  let uri = dataUris.get(name);
  if (uri === undefined) {
    uri = `data:image/webp;base64,${fs.readFileSync(new URL(`${name}.webp`, ART_DIR)).toString('base64')}`;
    dataUris.set(name, uri);
  }
  return uri;
}
