import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { toastStore } from '../toast';

/** The primitives read these keys from the app's translations; the tests stand in for an app with its English. */
const en = {
  common: {
    cancel: 'Cancel',
    close: 'Close',
    confirm_request: 'Confirm this request?',
    dismiss: 'Dismiss',
    error_title: 'Something went wrong',
    go_to_slide: 'Go to slide {{index}}',
    next: 'Next',
    no_image: 'No image',
    notifications: 'Notifications',
    previous: 'Previous',
    retry: 'Try again',
    retrying: 'Trying again…',
    slide_of: 'Slide {{index}} of {{count}}',
    yes: 'Yes',
  },
  auth: { hide_password: 'Hide password', show_password: 'Show password' },
  errors: { generic: "We couldn't complete your request. Please try again." },
  location: { zoom_in: 'Zoom in', zoom_out: 'Zoom out' },
  reviews: { stars_one: '{{count}} star', stars_other: '{{count}} stars' },
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, showSupportNotice: false });
});

afterEach(() => {
  cleanup();
  toastStore.clear();
  document.documentElement.removeAttribute('dir');
});
