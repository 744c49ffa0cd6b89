import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

describe('order lists', () => {
  it('pages the customer cancellation reasons, in the caller\'s language', async () => {
    const page = (await get('customer/order/cancellation-reasons?offset=1&limit=2&type=customer')).json();
    expect(page).toMatchObject({ total_size: 5, limit: 2, offset: 1 });
    expect(page.reasons.map((r: { reason: string }) => r.reason)).toEqual(['Order payment canceled', 'I ordered by mistake']);
    expect(page.reasons.every((r: { user_type: string }) => r.user_type === 'customer')).toBe(true);
    const ar = (await get('customer/order/cancellation-reasons?type=customer', { 'X-localization': 'ar' })).json();
    expect(ar.reasons[0].reason).toBe('تم إلغاء الدفع للطلب');
    expect((await get('customer/order/cancellation-reasons?type=admin')).statusCode).toBe(400);
    expectEnvelope((await get('customer/order/cancellation-reasons?offset=0')).json());
  });

  it('lists refund reasons and offline payment methods', async () => {
    expect((await get('customer/order/refund-reasons')).json().refund_reasons).toHaveLength(5);
    const methods = (await get('offline_payment_method_list')).json();
    expect(methods.map((m: { method_name: string }) => m.method_name)).toEqual(['Bank transfer', 'Cheque on delivery']);
    expect(methods[0].method_informations[0]).toMatchObject({ customer_input: 'transaction_id', is_required: 1 });
  });
});
