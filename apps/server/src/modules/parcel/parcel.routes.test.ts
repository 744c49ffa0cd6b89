import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';

const { f } = catalogApp();

describe('parcel categories', () => {
  it('list parcel categories with charges in major units', async () => {
    const list = (await f.get('parcel-category', f.headers('parcel'))).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Documents', 'Small parcel', 'Food & groceries', 'Fragile items']);
    expect(list[0]).toMatchObject({ parcel_per_km_shipping_charge: 2, parcel_minimum_shipping_charge: 12 });
    expect((await f.get('parcel-category', {})).statusCode).toBe(400);
  });
});

describe('parcel instructions', () => {
  it('pages the instructions a sender can give, in the caller\'s language', async () => {
    const fr = (await f.get('customer/order/parcel-instructions?limit=2', { 'X-localization': 'fr' })).json();
    expect(fr).toMatchObject({ total_size: 5, limit: 2 });
    expect(fr.data[0].instruction).toBe('Fragile : manipuler avec soin');
  });
});
