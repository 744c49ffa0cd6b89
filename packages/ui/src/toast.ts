export type ToastKind = 'success' | 'error' | 'info';

/** A toast's way on: a page of the app (a conversation, an order). */
export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  link?: ToastLink;
}

const DURATION_MS = 4000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, durationMs = DURATION_MS, link?: ToastLink): number {
  // Retries and parallel requests often fail with the same message; show it once.
  const existing = toasts.find((t) => t.kind === kind && t.message === message);
  if (existing) return existing.id;
  const id = nextId++;
  emit([...toasts, link ? { id, kind, message, link } : { id, kind, message }]);
  setTimeout(() => dismiss(id), durationMs);
  return id;
}

export function dismiss(id: number): void {
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  /** A toast with a link to follow (push messages: the conversation, the order). */
  link: (message: string, link: ToastLink, durationMs?: number) => show('info', message, durationMs, link),
  dismiss,
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  clear: () => emit([]),
};

// Toasts that should outlive a deliberate page reload wait here for the next page view.
const STASH_KEY = 'storefront:toasts';

export function stashToasts(): void {
  try {
    if (toasts.length > 0) sessionStorage.setItem(STASH_KEY, JSON.stringify(toasts.map(({ kind, message }) => ({ kind, message }))));
  } catch {
    // Without session storage the message is simply lost.
  }
}

export function restoreStashedToasts(): void {
  try {
    const raw = sessionStorage.getItem(STASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(STASH_KEY);
    for (const item of JSON.parse(raw) as Array<Pick<Toast, 'kind' | 'message'>>) show(item.kind, item.message);
  } catch {
    // A malformed stash is dropped.
  }
}
