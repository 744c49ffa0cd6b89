import type { SampleOf } from './capability-matrix.samples.js';

/** Samples of the console's list of texts not yet translated: a filtered page. */
export const TRANSLATIONS_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/translations/missing': async () => ({ query: 'kind=item&lang=ar&limit=5' }),
};
