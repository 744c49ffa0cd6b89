import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOJI_NAMES } from './art.js';
import { CATALOG, CATALOG_MODULES } from './catalog.js';
import { STORES } from './data/stores.js';
import { categoryEmoji, itemEmoji, StoreLooks } from './pictures.js';
import { paletteIndex, renderSvg } from './svg.js';

const kinds = CATALOG_MODULES.flatMap((module) =>
  CATALOG[module].flatMap((root) =>
    root.children.flatMap((child) => child.kinds.map((kind) => ({ module, root, child, title: kind.en.replace('{b}', kind.brands?.[0] ?? '').trim() }))),
  ),
);

describe('demo pictures', () => {
  it('has an emoji for every product of the demo by its name, not by its category', () => {
    expect(kinds.length).toBeGreaterThan(300);
    const byCategory = kinds.filter((k) => !itemEmoji(k.module, k.child.en, k.title).byName).map((k) => k.title);
    expect(byCategory).toEqual([]);
    expect(itemEmoji('food', 'Classic Pizzas', 'Margherita Pizza')).toMatchObject({ emoji: 'pizza', garnish: 'tomato' });
    expect(itemEmoji('pharmacy', 'First Aid', 'Digital Thermometer').emoji).toBe('thermometer');
    expect(itemEmoji('ecommerce', 'Shoes', 'Running Shoes').emoji).toBe('running_shoe');
    // A name no rule knows takes its category's picture.
    expect(itemEmoji('grocery', 'Fresh Fruits', 'Mystery Fruit')).toEqual({ emoji: 'red_apple', byName: false });
  });

  it('has pictures for every category', () => {
    for (const module of CATALOG_MODULES) {
      for (const root of CATALOG[module]) {
        expect(categoryEmoji(root.en).length, root.en).toBeGreaterThan(0);
        for (const child of root.children) expect(categoryEmoji(child.en).length, child.en).toBeGreaterThan(0);
      }
    }
  });

  it('ships every emoji it names, small, with the licence', () => {
    const dir = new URL('./art/', import.meta.url);
    let bytes = 0;
    for (const name of EMOJI_NAMES) bytes += fs.statSync(new URL(`${name}.webp`, dir)).size;
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
    expect(fs.readFileSync(new URL('LICENSE', dir), 'utf8')).toMatch(/MIT License[\s\S]*Copyright \(c\) Microsoft Corporation/);
  });

  it('gives every demo store a logo of its own', () => {
    const looks = new StoreLooks();
    const logos = STORES.map((s) => {
      const look = looks.pick(s.name, s.module, s.roots ?? CATALOG[s.module].map((r) => r.en));
      return `${look.emoji[0]}/${paletteIndex(look.palette)}`;
    });
    expect(new Set(logos).size).toBe(STORES.length);
    // Pharmacies sell alike, so each shows an emblem of its own.
    const pharmacies = STORES.filter((s) => s.module === 'pharmacy').map((s) => looks.get(s.name)?.emoji[0]);
    expect(new Set(pharmacies).size).toBe(pharmacies.length);
    // Stores whose names say what they sell show it.
    expect(looks.get('Pizza Corner')?.emoji[0]).toBe('pizza');
    expect(looks.get('Page Turner Books')?.emoji[0]).toBe('books');
  });

  it('moves a store to other colours when its emoji and colours are taken', () => {
    const looks = new StoreLooks();
    const names = Array.from({ length: 12 }, (_, i) => `Pizza Place ${i}`);
    const picked = names.map((n) => looks.pick(n, 'food', ['Pizza']));
    expect(picked.every((l) => l.emoji[0] === 'pizza')).toBe(true);
    expect(new Set(picked.map((l) => paletteIndex(l.palette))).size).toBe(names.length);
    // Asked again, a store keeps what it got.
    expect(looks.pick(names[3] as string, 'food', ['Pizza'])).toBe(picked[3]);
  });

  it('draws emoji as embedded pictures and no text, in every style', () => {
    for (const style of ['product', 'tile', 'scene'] as const) {
      const svg = renderSvg({ style, emoji: ['pizza', 'cheese', 'tomato'], palette: 'Pizza Corner', width: 800, height: 400 });
      expect(svg).not.toMatch(/<text|<tspan/);
      expect(svg).toContain('href="data:image/webp;base64,');
    }
    const scene = renderSvg({ style: 'scene', emoji: ['pizza', 'cheese', 'tomato', 'onion', 'olive', 'garlic'], palette: 'x', width: 1200, height: 400 });
    // A wide scene holds five emoji.
    expect(scene.match(/<image /g)).toHaveLength(5);
    expect(() => renderSvg({ style: 'tile', emoji: [], palette: 'x', width: 64, height: 64 })).toThrow();
  });
});
