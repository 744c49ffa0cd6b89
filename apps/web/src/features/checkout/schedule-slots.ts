export interface Slot {
  /** ISO date-time sent as schedule_at. */
  value: string;
  start: Date;
  end: Date;
}

/**
 * Today's remaining and tomorrow's slots of `minutes` each, starting on the next whole slot; the
 * server refuses a time outside the store's hours with its own message.
 */
export function scheduleSlots(now: Date, minutes: number, day: 0 | 1): Slot[] {
  const step = Math.max(minutes, 15) * 60_000;
  const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day);
  const dayEnd = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day + 1);
  const slots: Slot[] = [];
  for (let t = dayStart.getTime(); t + step <= dayEnd.getTime(); t += step) {
    if (t <= now.getTime()) continue;
    slots.push({ value: new Date(t).toISOString(), start: new Date(t), end: new Date(t + step) });
  }
  return slots;
}
