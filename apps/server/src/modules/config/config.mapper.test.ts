import { describe, expect, it } from 'vitest';
import { toConfig } from './config.mapper.js';

const settings = (digital: boolean) => new Map<string, unknown>([['digital_payment', digital]]);
const gateway = (name: string, usable: boolean) => ({ googleClientId: undefined, paymentGateway: { name, usable } });

describe('toConfig: the digital payment gateways', () => {
  it('lists the gateway only when the business takes digital payment and the gateway takes real payments', () => {
    expect(toConfig(settings(true), 'https://x.test', gateway('stripe', true)).active_payment_method_list)
      .toEqual([{ gateway: 'stripe', gateway_title: 'Stripe', gateway_image: 'payment-card.svg' }]);
    for (const [digital, usable] of [[true, false], [false, true]] as const) {
      const config = toConfig(settings(digital), 'https://x.test', gateway('test', usable));
      expect(config.active_payment_method_list).toEqual([]);
      expect(config.digital_payment_info.digital_payment).toBe(false);
    }
    expect(toConfig(settings(true), 'https://x.test', { googleClientId: undefined, paymentGateway: undefined }).active_payment_method_list).toEqual([]);
  });
});
