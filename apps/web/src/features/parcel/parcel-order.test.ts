import { describe, expect, it } from 'vitest';
import { withDialCode } from '@/lib/phone-number';
import { payerMethods } from './parcel-order';

describe('parcel order rules', () => {
  it('keeps a phone with its plus, and gives one typed without it the country code', () => {
    expect(withDialCode('+971 50 123 4567', '+971')).toBe('+971501234567');
    expect(withDialCode('050-123-4567', '+971')).toBe('+971501234567');
    expect(withDialCode('00971501234567', '+971')).toBe('+971501234567');
    expect(withDialCode('501234567', '')).toBe('+501234567');
  });

  it('lets the receiver pay only in cash, the sender with the parcel methods config allows', () => {
    expect(payerMethods('receiver', ['digital_payment', 'wallet'])).toEqual(['cash_on_delivery']);
    expect(payerMethods('sender', ['cash_on_delivery', 'offline_payment', 'wallet'])).toEqual(['cash_on_delivery', 'wallet']);
  });
});
