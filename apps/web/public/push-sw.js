// The address of the service worker before there was one for the whole app (Web Push only). Browsers that
// registered it keep asking it for updates, so it stays, and runs the app's one worker (built to /sw.js from
// src/sw.ts): an update of either file updates the registration, and a push finds the same handling.
/* global importScripts */
importScripts('/sw.js');
