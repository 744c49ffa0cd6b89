import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that mock modules (vi.mock): they need modules of their own. Every other server test file
 * shares its worker's modules with the files before it (isolate false): each test builds its own app
 * over its own database, and importing the server afresh for each file was a quarter of the suite's time.
 */
const MOCKING = ['src/modules/search/search.table.test.ts', 'src/modules/checkout/checkout.race.test.ts', 'src/modules/guests/guests.service.test.ts'];

const serverProject = (name: string, db: 'sqlite' | 'postgres', isolated: boolean) => ({
  extends: true as const,
  test: {
    name: isolated ? `${name}-isolated` : name,
    root: './apps/server',
    include: isolated ? MOCKING : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING],
    isolate: isolated,
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const serverProjects = (name: string, db: 'sqlite' | 'postgres') => [serverProject(name, db, false), serverProject(name, db, true)];

/** Unit and API tests; the PostgreSQL run joins when TEST_DATABASE_URL is set. End-to-end tests live in e2e/. */
export default defineConfig({
  test: {
    projects: [
      ...serverProjects('server', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-pg', 'postgres') : []),
      { extends: true as const, test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true as const,
        test: { name: 'ui', root: './packages/ui', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/test/setup.ts'], restoreMocks: true },
      },
      './apps/web/vitest.config.ts',
      './apps/console/vitest.config.ts',
    ],
  },
});
