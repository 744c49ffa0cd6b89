import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTrack } from '@storefront/contract';
import { Clock } from '../../lib/clock.js';
import { haversineMetres } from '../../lib/geo.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { AutopilotService, AUTOPILOT_PACE } from './autopilot.service.js';

const clock = new Clock(SEED_NOW);
let t: TestApp;
let guest: string;

beforeAll(async () => {
  t = await createTestApp({}, clock);
  guest = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
});
afterAll(() => t.close());

const SENDER = { address: 'Downtown Dubai', latitude: 25.1972, longitude: 55.2744, contact_person_name: 'Sam Sender', contact_person_number: '+971501112233' };
const RECEIVER = { address: 'Dubai Marina', latitude: 25.0805, longitude: 55.1403, contact_person_name: 'Rana Receiver', contact_person_number: '+971559998877' };
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const track = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=${encodeURIComponent(RECEIVER.contact_person_number)}` })).json() as OrderTrack;

describe('the demo autopilot and parcels', () => {
  it('a demo courier accepts the parcel, picks it up at the sender and rides it to the receiver', async () => {
    const category = await t.db.selectFrom('parcel_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/place',
      payload: { order_type: 'parcel', parcel_category_id: category.id, address: SENDER, receiver_details: RECEIVER, charge_payer: 'receiver', payment_method: 'cash_on_delivery', guest_id: guest },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().order_id as number;
    const p = new AutopilotService(t.db, { flow: t.app.services.orderFlow, clock, speed: 3 });

    await p.tick();
    expect((await track(id)).order_status).toBe('pending');
    later(Math.ceil(AUTOPILOT_PACE.confirm / 3));
    await p.tick();
    const confirmed = await track(id);
    expect(confirmed.order_status).toBe('confirmed');
    const courier = await t.db.selectFrom('operators').select(['demo', 'role']).where('id', '=', confirmed.delivery_man!.id).executeTakeFirstOrThrow();
    expect(courier).toEqual({ demo: 1, role: 'courier' });

    later(Math.ceil(AUTOPILOT_PACE.pickUp / 3));
    await p.tick();
    const picked = await track(id);
    expect(picked.order_status).toBe('picked_up');
    expect(picked.delivery_man).toMatchObject({ lat: SENDER.latitude, lng: SENDER.longitude });

    const metres = haversineMetres(SENDER.latitude, SENDER.longitude, RECEIVER.latitude, RECEIVER.longitude);
    const ride = Math.min(AUTOPILOT_PACE.rideMax, Math.max(AUTOPILOT_PACE.rideMin, metres / AUTOPILOT_PACE.metresPerMs)) / 3;
    later(Math.floor(ride / 2));
    await p.tick();
    const riding = await track(id);
    expect(riding.order_status).toBe('picked_up');
    const left = haversineMetres(riding.delivery_man!.lat!, riding.delivery_man!.lng!, RECEIVER.latitude, RECEIVER.longitude);
    expect(left).toBeGreaterThan(metres * 0.4);
    expect(left).toBeLessThan(metres * 0.6);

    later(Math.ceil(ride / 2));
    await p.tick();
    const done = await track(id);
    expect(done).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    expect(done.delivery_man).toMatchObject({ lat: RECEIVER.latitude, lng: RECEIVER.longitude });
    expect(done.status_history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'picked_up', 'delivered']);
  });
});
