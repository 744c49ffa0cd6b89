import { useSyncExternalStore } from 'react';

/**
 * Whether the real-time push channel (features/push) is open in this tab. Polling features (order
 * tracking) read it to slow down while pushes bring the changes, and poll as before once it drops.
 */
let open = false;
const listeners = new Set<() => void>();

export const isLiveChannelOpen = () => open;

export function setLiveChannelOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLiveChannelOpen = () => useSyncExternalStore(subscribe, isLiveChannelOpen, () => false);
