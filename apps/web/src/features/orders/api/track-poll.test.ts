import { afterEach, describe, expect, it } from 'vitest';
import type { OrderTrack } from '@storefront/contract';
import { setLiveChannelOpen } from '@/lib/live-channel';
import { TRACK_POLL_LIVE_MS, TRACK_POLL_MS, trackPollInterval } from './get-order-track';

const order = (order_status: OrderTrack['order_status']) => ({ order_status }) as OrderTrack;

describe('tracking poll with the push channel', () => {
  afterEach(() => setLiveChannelOpen(false));

  it('polls every 10 s while the channel is down, and only as a slow safety net while it is open', () => {
    expect(trackPollInterval(order('confirmed'), false)).toBe(TRACK_POLL_MS);
    setLiveChannelOpen(true);
    expect(trackPollInterval(order('confirmed'), false)).toBe(TRACK_POLL_LIVE_MS);
    expect(trackPollInterval(order('handover'), false)).toBe(TRACK_POLL_LIVE_MS);
    expect(TRACK_POLL_LIVE_MS).toBeGreaterThan(TRACK_POLL_MS * 5);
    expect(trackPollInterval(order('delivered'), false)).toBe(false);
    setLiveChannelOpen(false);
    expect(trackPollInterval(order('confirmed'), false)).toBe(TRACK_POLL_MS);
  });

  it('polls slowly while the courier rides too: its positions are pushed', () => {
    setLiveChannelOpen(true);
    expect(trackPollInterval(order('picked_up'), false)).toBe(TRACK_POLL_LIVE_MS);
    setLiveChannelOpen(false);
    expect(trackPollInterval(order('picked_up'), false)).toBe(TRACK_POLL_MS);
  });
});
