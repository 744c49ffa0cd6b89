import { useEffect, useRef } from 'react';
import { setLiveChannelOpen } from '@/lib/live-channel';
import { useToken } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { getPushTicket } from './api/get-push-ticket';
import { disableWebPush, enableWebPush, webPushSupported, webPushTurnedOff } from './api/web-push';
import { handlePush, type PushContext } from './handle-push';
import { openPushChannel } from './push-channel';

/**
 * One push channel for this tab: a customer's while signed in, else the guest's (order pushes only).
 * Signing in or out, or a new guest id, closes it and opens the next one.
 */
export function usePushChannel(context: PushContext): void {
  const token = useToken();
  const guestId = useStoredItem(STORAGE_KEYS.guestId);
  // The latest context without reopening the channel when the caller renders again.
  const latest = useRef(context);
  useEffect(() => {
    latest.current = context;
  });
  const guest = token ? null : guestId;
  // Signing out: this browser must not show the last customer's notifications any more.
  const hadToken = useRef(token);
  useEffect(() => {
    if (hadToken.current && !token) void disableWebPush(false);
    // Permission granted before (a click on the chat page): this customer's subscription, with no prompt,
    // unless it was turned off in the settings.
    else if (token && webPushSupported() && Notification.permission === 'granted' && !webPushTurnedOff()) void enableWebPush();
    hadToken.current = token;
  }, [token]);
  useEffect(() => {
    // Without EventSource (very old browsers) the features' polling carries on alone.
    if ((!token && !guest) || typeof EventSource === 'undefined') return;
    const channel = openPushChannel({
      getTicket: async () => (await getPushTicket(guest)).ticket,
      onPush: (push) => handlePush(push, latest.current),
      onCourierPosition: (position) => latest.current.onCourierPosition(position),
      onOpenChange: setLiveChannelOpen,
    });
    return () => channel.close();
  }, [token, guest]);
}
