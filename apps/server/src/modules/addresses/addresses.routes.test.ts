import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { bearer, logIn, signUp } from '../../../test/accounts.js';

let t: TestApp;
let owner: string;
let stranger: string;
let zone: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await logIn(t.app);
  stranger = (await signUp(t.app)).token;
  zone = new Map((await t.db.selectFrom('zones').select(['id', 'name']).execute()).map((z) => [z.name, z.id]));
});
afterAll(() => t.close());

const burjKhalifa = {
  address_type: 'home',
  address: 'Burj Khalifa, 1 Sheikh Mohammed bin Rashid Blvd, Dubai',
  contact_person_name: 'Sara Ahmed',
  contact_person_number: '+971 50 123 4567',
  latitude: 25.1972,
  longitude: 55.2744,
  road: 'Blvd',
  house: '12',
  floor: '3',
};
const add = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/customer/address/add', headers: bearer(token), payload });
const update = (token: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/customer/address/update/${id}`, headers: bearer(token), payload });
const remove = (token: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/v1/customer/address/delete?address_id=${id}`, headers: bearer(token) });
const list = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/customer/address/list${query}`, headers: bearer(token) });

describe('saved addresses', () => {
  it('adds an address with its zones worked out from the point, smallest first', async () => {
    // A zone the client names is an unknown field: ignored, the zones come from the point.
    const ok = await add(owner, { ...burjKhalifa, zone_id: 999, latitude: '25.1972', longitude: '55.2744', contact_person_email: '' } as object);
    expect(ok.statusCode, ok.body).toBe(200);
    const body = ok.json();
    expect(body.message).toBe('Address added successfully.');
    expect(body.address).toMatchObject({
      address_type: 'home',
      address_label: 'home',
      contact_person_number: '+971501234567',
      contact_person_email: null,
      latitude: 25.1972,
      longitude: 55.2744,
      road: 'Blvd',
      zone_id: zone.get('Downtown & Business Bay'),
      zone_ids: [zone.get('Downtown & Business Bay'), zone.get('Dubai')],
    });
  });

  it('answers the spec texts for missing or empty required fields', async () => {
    const res = await add(owner, { latitude: 25.1972, longitude: 55.2744 });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())).toEqual(expect.arrayContaining([
      { code: 'address', message: 'Address is required' },
      { code: 'contact_person_name', message: 'Name is required' },
      { code: 'contact_person_number', message: 'Phone Number is required' },
    ]));
    const blank = await add(owner, { ...burjKhalifa, address: '', contact_person_name: '   ', contact_person_number: '' });
    expect(expectEnvelope(blank.json()).map((e) => e.message)).toEqual(['Address is required', 'Name is required', 'Phone Number is required']);
  });

  it('answers 404 service_not_available for a point outside every zone', async () => {
    const res = await add(owner, { ...burjKhalifa, latitude: 0, longitude: 0 });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res.json())[0]!.code).toBe('service_not_available');
  });

  it('keeps a custom label of "other" as the type', async () => {
    const res = await add(owner, { ...burjKhalifa, address_type: 'other', address_label: 'Gym' });
    expect(res.json().address).toMatchObject({ address_type: 'Gym', address_label: 'Gym' });
  });

  it('updates an address, recomputing its zones', async () => {
    const created = (await add(owner, burjKhalifa)).json().address;
    const res = await update(owner, created.id, { ...burjKhalifa, address_type: 'office', address: 'Al Majaz, Sharjah', latitude: 25.3463, longitude: 55.4209 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Address updated successfully.',
      address: { id: created.id, address_type: 'office', address: 'Al Majaz, Sharjah', zone_id: zone.get('Sharjah'), zone_ids: [zone.get('Sharjah')] },
    });
  });

  it('answers 404 "Address not found" for another customer\'s address, and leaves it alone', async () => {
    const created = (await add(owner, burjKhalifa)).json().address;
    for (const res of [await update(stranger, created.id, { ...burjKhalifa, address: 'Mine now' }), await remove(stranger, created.id)]) {
      expect(res.statusCode).toBe(404);
      expect(expectEnvelope(res.json())).toEqual([{ code: 'not_found', message: 'Address not found' }]);
    }
    const mine = (await list(owner, '?limit=100')).json().addresses as { id: number; address: string }[];
    expect(mine.find((a) => a.id === created.id)?.address).toBe(burjKhalifa.address);
    expect((await list(stranger)).json().addresses.map((a: { id: number }) => a.id)).not.toContain(created.id);
  });

  it('deletes an address', async () => {
    const created = (await add(owner, burjKhalifa)).json().address;
    const res = await remove(owner, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Address deleted successfully.' });
    expect((await remove(owner, created.id)).statusCode).toBe(404);
  });

  it('lists addresses newest first in pages (offset is a page number)', async () => {
    const { token } = await signUp(t.app);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await add(token, { ...burjKhalifa, house: String(i) })).json().address.id);
    const first = (await list(token, '?limit=2&offset=1')).json();
    expect(first).toMatchObject({ total_size: 5, limit: 2, offset: 1 });
    expect(first.addresses.map((a: { id: number }) => a.id)).toEqual([ids[4], ids[3]]);
    const third = (await list(token, '?limit=2&offset=3')).json();
    expect(third.addresses.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
    const all = (await list(token)).json();
    expect(all).toMatchObject({ total_size: 5, limit: 10, offset: 1 });
    expect(all.addresses).toHaveLength(5);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/customer/address/list' });
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res.json())[0]!.message).toBe('You are not logged in');
  });
});
