import { useSyncExternalStore } from 'react';

// Session storage: the flag survives the redirect (and a reload) after sign-up but not the tab.
const WELCOME_KEY = 'storefront:welcome';
const CHANGE_EVENT = 'storefront:welcome';

function read(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_KEY) === '1';
  } catch {
    return false;
  }
}

function write(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(WELCOME_KEY, '1');
    else sessionStorage.removeItem(WELCOME_KEY);
  } catch {
    // Without session storage the welcome is simply skipped.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Set by a first sign-up (password or Google) so that the layout greets the new customer once. */
export const markWelcome = () => write(true);
export const clearWelcome = () => write(false);

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

export const useWelcomePending = () => useSyncExternalStore(subscribe, read, () => false);
