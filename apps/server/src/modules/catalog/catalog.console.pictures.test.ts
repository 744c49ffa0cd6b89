import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ConsoleItem } from '@storefront/contract';
import { formData } from '../../../test/accounts.js';
import { auditOf, menuApp, newItem } from '../../../test/menu.js';
import { PNG } from '../../../test/operators.js';

const w = menuApp();

const upload = (storeId: number, itemId: number, fields: Parameters<typeof formData>[0]) => {
  const form = formData(fields);
  return w.t.app.inject({
    method: 'POST', url: `/api/v1/console/stores/${storeId}/items/${itemId}/images`, headers: { ...w.staff.headers, ...form.headers }, payload: form.payload,
  });
};
const stored = (name: string) => path.join(w.t.config.dataDir, 'storage', name);

describe('item pictures from the console', () => {
  it('are stored re-encoded as WebP, the first becoming the main picture the storefront shows; each upload a version', async () => {
    const { grocery, ok, t } = w;
    const item = await ok('POST', `stores/${grocery.storeId}/items`, newItem(grocery.categoryId, 'Picture Item'));
    const big = { filename: 'big.jpg', contentType: 'image/jpeg', content: await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c33' } }).jpeg().toBuffer() };
    const res = await upload(grocery.storeId, item.id, { version: '1', image: [PNG, big] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as ConsoleItem;
    expect(saved.version).toBe(2);
    expect(saved.images).toHaveLength(2);
    for (const picture of saved.images) {
      expect(picture.name).toMatch(/^item\/[a-f0-9]{32}\.webp$/);
      expect(picture.url).toBe(`http://storefront.test/storage/${picture.name}`);
      expect((await sharp(stored(picture.name)).metadata()).format).toBe('webp');
    }
    expect((await sharp(stored(saved.images[1]!.name)).metadata()).width).toBe(1200);
    const card = (await w.f.get(`items/details/${item.id}`, w.f.headers('grocery'))).json();
    expect(card.image_full_url).toBe(saved.images[0]!.url);
    expect(card.images_full_url).toEqual(saved.images.map((p) => p.url));
    expect((await auditOf(t, item.id))[1]).toMatchObject({ action: 'items.update', before: { images: [], version: 1 }, after: { images: saved.images.map((p) => p.name), version: 2 } });

    // A save keeps, reorders or drops them; a dropped file is removed once the save is kept.
    const [first, second] = saved.images.map((p) => p.name) as [string, string];
    const reordered = await ok('PUT', `stores/${grocery.storeId}/items/${item.id}`, { version: 2, images: [second] });
    expect(reordered.images.map((p) => p.name)).toEqual([second]);
    expect(fs.existsSync(stored(first))).toBe(false);
    expect((await w.f.get(`items/details/${item.id}`, w.f.headers('grocery'))).json().image_full_url).toContain(second);
    const foreign = await w.staff.call('PUT', `stores/${grocery.storeId}/items/${item.id}`, { version: 3, images: [second, 'item/elsewhere.webp'] });
    expect([foreign.statusCode, foreign.json().errors[0].code]).toEqual([400, 'images.1']);
  });

  it('refuse a file that is not a picture (415), a stale version (409) and another store\'s item (404), storing nothing', async () => {
    const { food, grocery, ok } = w;
    const item = await ok('POST', `stores/${grocery.storeId}/items`, newItem(grocery.categoryId, 'Refused Picture'));
    const before = fs.existsSync(stored('item')) ? fs.readdirSync(stored('item')).length : 0;
    const text = { filename: 'photo.png', contentType: 'image/png', content: Buffer.from('not a picture at all\n'.repeat(10)) };
    expect((await upload(grocery.storeId, item.id, { version: '1', image: text })).statusCode).toBe(415);
    const stale = await upload(grocery.storeId, item.id, { version: '7', image: PNG });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(1);
    expect((await upload(food.storeId, item.id, { version: '1', image: PNG })).statusCode).toBe(404);
    expect((await upload(grocery.storeId, item.id, { version: '1' })).statusCode).toBe(400);
    expect(fs.existsSync(stored('item')) ? fs.readdirSync(stored('item')).length : 0).toBe(before);
    expect((await ok('GET', `stores/${grocery.storeId}/items/${item.id}`)).version).toBe(1);
  });
});
