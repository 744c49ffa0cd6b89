import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { CartAdd, CustomerOrderPlace, OfflinePaymentMethodList } from '@storefront/contract';
import { dropUnknownFields } from './unknown-fields.js';

describe('dropUnknownFields', () => {
  it("keeps a field any union branch declares, a non-food choice's type included, and drops the rest at every depth", () => {
    const body = { item_id: 1, quantity: 1, colour: 'red', variation: [{ type: 'Red-L', price: 3 }, { name: 'Size', values: { label: ['L'], extra: 1 }, min: 1 }] };
    expect(dropUnknownFields(CartAdd, body).sort()).toEqual(['colour', 'variation[0].price', 'variation[1].min', 'variation[1].values.extra']);
    expect(body).toEqual({ item_id: 1, quantity: 1, variation: [{ type: 'Red-L' }, { name: 'Size', values: { label: ['L'] } }] });
  });

  it("follows a condition's branch as its if picks it: a parcel loses the delivery form's fields", () => {
    const parcel = { order_type: 'parcel', order_note: 'x', road: 'R', receiver_details: { address: 'A', zone_id: 3 } };
    expect(dropUnknownFields(CustomerOrderPlace, parcel).sort()).toEqual(['order_note', 'receiver_details.zone_id', 'road']);
    const delivery = { order_type: 'delivery', order_note: 'x', road: 'R', receiver_details: {} };
    expect(dropUnknownFields(CustomerOrderPlace, delivery)).toEqual(['receiver_details']);
  });

  it('keeps what an open object, a record or an unknown value takes, and leaves values of the wrong kind to validation', () => {
    const record = { offline_payment: { method_id: 1, fields: { 'Account name': 'A' }, note: 'n' } };
    expect(dropUnknownFields(CustomerOrderPlace, { order_type: 'delivery', ...record })).toEqual(['offline_payment.note']);
    expect(record.offline_payment.fields).toEqual({ 'Account name': 'A' });
    const open = { a: 1, b: { c: 2 } };
    expect(dropUnknownFields(Type.Object({ a: Type.Number(), b: Type.Unknown() }), open)).toEqual([]);
    expect(dropUnknownFields(Type.Object({ a: Type.Number() }, { additionalProperties: true }), { a: 1, z: 2 })).toEqual([]);
    expect(dropUnknownFields(Type.String(), { a: 1 })).toEqual([]);
    expect(dropUnknownFields(OfflinePaymentMethodList, [{ id: 1, x: 2 }])).toEqual(['[0].x']);
  });
});
