import type { SampleOf } from './capability-matrix.samples.js';

let saves = 0;

/** Samples of the business settings. A save names the version there now and changes the map's attribution. */
export const SETTINGS_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/settings': async () => ({}),
  'PUT /api/v1/console/settings': async (w) => {
    const { version, map } = await w.t.app.services.settingsConsole.settings();
    return { body: { version, map: { ...map, map_attribution: `Matrix map ${++saves}` } } };
  },
};
