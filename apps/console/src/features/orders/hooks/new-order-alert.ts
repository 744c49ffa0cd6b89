import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';

let audio: AudioContext | null = null;

/** Whether the person turned alerts on here (kept per browser). */
export function alertsOn(): boolean {
  try {
    return window.localStorage.getItem(CONSOLE_STORAGE_KEYS.alerts) === 'on';
  } catch {
    return false;
  }
}

/**
 * Turns alerts on from a click: browsers let a page play sound and show notifications only after the
 * person has asked for it. Answers whether notifications are allowed (the sound plays either way).
 */
export async function enableAlerts(): Promise<boolean> {
  try {
    window.localStorage.setItem(CONSOLE_STORAGE_KEYS.alerts, 'on');
  } catch {
    // Private mode: alerts last this page view.
  }
  audio ??= typeof AudioContext === 'undefined' ? null : new AudioContext();
  await audio?.resume().catch(() => undefined);
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'default') await Notification.requestPermission().catch(() => 'denied');
  return Notification.permission === 'granted';
}

/** Two short rising tones, made here (no sound file to download). */
function chime(): void {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  [660, 880].forEach((frequency, i) => {
    const osc = audio!.createOscillator();
    const gain = audio!.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.3, start + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.18 + 0.16);
    osc.connect(gain).connect(audio!.destination);
    osc.start(start + i * 0.18);
    osc.stop(start + i * 0.18 + 0.17);
  });
}

/** A new order: a chime, and a browser notification while the page is not in view (clicking it opens the order). */
export function alertNewOrder(title: string, body: string, open: () => void): void {
  if (!alertsOn()) return;
  chime();
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  const note = new Notification(title, { body, tag: title });
  note.onclick = () => {
    window.focus();
    open();
    note.close();
  };
}
